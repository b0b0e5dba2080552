// The garage session cookie: httpOnly, SameSite=Lax, Secure in production, host-only (so one
// dealer's site never receives another's session).
import type { Request, Response } from 'express';
import { SESSION_TTL_MS } from '../../runtime/lib/garage/sign-in-rules';

export const SESSION_COOKIE = 'garage_session';

export function sessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

const secure = () => process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false';

export function setSessionCookie(res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/', maxAge: SESSION_TTL_MS });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/' });
}
