// The editor's access rule: every request carries the random token `builder-cli edit` printed,
// in the address (`?token=`, which then sets a same-site cookie for the preview's own requests),
// an `X-Editor-Token` header, or that cookie. Compared in constant time.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';

export const TOKEN_COOKIE = 'builder_editor_token';

export function newEditorToken(): string {
  return randomBytes(24).toString('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

interface TokenSources {
  query: string | null;
  header: string | undefined;
  cookieHeader: string | undefined;
}

/** Which source carried the right token, or null when none did. */
export function tokenSource(token: string, sent: TokenSources): 'query' | 'header' | 'cookie' | null {
  if (sent.query !== null && same(sent.query, token)) return 'query';
  if (sent.header !== undefined && same(sent.header, token)) return 'header';
  const cookie = sent.cookieHeader ? parseCookies(sent.cookieHeader)[TOKEN_COOKIE] : undefined;
  if (cookie !== undefined && same(cookie, token)) return 'cookie';
  return null;
}
