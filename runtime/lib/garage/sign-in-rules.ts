// Passwordless garage sign-in (issue 14): an emailed code is valid 10 minutes and may be tried at
// most 5 times; after that the visitor asks for a new code. Requests for codes are limited per
// address and per client so the form cannot be used to flood someone's inbox.

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_LENGTH = 6;
/** Codes per email address per window, and requests per client (IP) per window. */
export const CODE_REQUESTS_PER_ADDRESS = 3;
export const CODE_REQUESTS_PER_CLIENT = 10;
export const CODE_REQUEST_WINDOW_MS = 15 * 60_000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

interface IssuedCode {
  expiresAt: number;
  attempts: number;
  used: boolean;
}

type CodeState = 'open' | 'expired' | 'exhausted' | 'used';

/** Whether a code may still be tried at `now`: expired at its expiry instant, exhausted after 5 tries. */
export function codeState(code: IssuedCode, now: number): CodeState {
  if (code.used) return 'used';
  if (code.attempts >= MAX_CODE_ATTEMPTS) return 'exhausted';
  if (now >= code.expiresAt) return 'expired';
  return 'open';
}

/**
 * How many of an address's newest codes stay valid. A new code does not void the one before it,
 * so someone requesting codes for a victim's address cannot keep the victim from signing in.
 */
export const KEPT_CODES = 3;

/** The codes a typed code is checked against: the open ones among the KEPT_CODES newest (newest first). */
export function codesToTry<T extends IssuedCode>(newestFirst: readonly T[], now: number): T[] {
  return newestFirst.slice(0, KEPT_CODES).filter((code) => codeState(code, now) === 'open');
}

/** Tries left after one more wrong attempt. */
export function attemptsLeftAfterMiss(code: Pick<IssuedCode, 'attempts'>): number {
  return Math.max(0, MAX_CODE_ATTEMPTS - (code.attempts + 1));
}

/** A request for a code is allowed while fewer than the limit were made inside the window. */
export function mayRequestCode(earlierRequestTimes: readonly number[], now: number, limit = CODE_REQUESTS_PER_ADDRESS): boolean {
  return earlierRequestTimes.filter((t) => now - t < CODE_REQUEST_WINDOW_MS).length < limit;
}

/** Trimmed and lower-cased; null unless it looks like one mailbox (no display names, no lists). */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/.test(email)) return null;
  return email;
}

/** Only digits, exactly CODE_LENGTH of them (spaces a visitor typed are ignored). */
export function normaliseCode(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const code = String(value).replace(/\s+/g, '');
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? code : null;
}

/** Where `sign-in?redirect=` may send the visitor back to: a path on this site only. */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
