import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionToken } from '../../../server/garage/session-cookie';

const withCookie = (cookie: string | undefined) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('sessionToken', () => {
  it.each([
    ['no Cookie header', undefined, undefined],
    ['an empty header', '', undefined],
    ['only other cookies', 'theme=dark; _ga=GA1.2.3', undefined],
    ['the session alone', `${SESSION_COOKIE}=abc.def`, 'abc.def'],
    ['among others, with spaces', `theme=dark;  ${SESSION_COOKIE}=abc ; _ga=1`, 'abc'],
    ['a value holding "="', `${SESSION_COOKIE}=a=b==`, 'a=b=='],
    ['a percent-encoded value', `${SESSION_COOKIE}=a%2Fb`, 'a/b'],
    ['a quoted value', `${SESSION_COOKIE}="abc"`, 'abc'],
    ['malformed percent-encoding is kept raw, not thrown', `${SESSION_COOKIE}=a%E0%A4%A`, 'a%E0%A4%A'],
    ['an empty value', `${SESSION_COOKIE}=`, undefined],
    ['a cookie whose name only ends like it', `x${SESSION_COOKIE}=evil`, undefined],
    ['the first of two wins', `${SESSION_COOKIE}=first; ${SESSION_COOKIE}=second`, 'first'],
  ])('%s', (_, cookie, expected) => expect(sessionToken(withCookie(cookie))).toBe(expected));
});
