// The garage session cookie: httpOnly, SameSite=Lax, Secure in production, host-only (so one
// dealer's site never receives another's session).
import { parse } from 'cookie';
import type { Request, Response } from 'express';
import { SESSION_TTL_MS } from '../../runtime/lib/garage/sign-in-rules';

export const SESSION_COOKIE = 'garage_session';

/** The session token the browser sent, parsed by the `cookie` package express itself uses. */
export function sessionToken(req: Pick<Request, 'headers'>): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parse(header)[SESSION_COOKIE] || undefined;
}

const secure = () => process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false';

export function setSessionCookie(res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/', maxAge: SESSION_TTL_MS });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/' });
}
