// Ad event user data: normalised as the ad platforms specify, then SHA-256 hashed.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adUserData, adUserFields, normaliseAdPhone, webCryptoSha256 } from '../../../runtime/lib/ad-user-data';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('phone with country code', () => {
  it.each([
    ['0412 345 678', 'en-AU', '61412345678'],
    ['+61 412 345 678', 'en-AU', '61412345678'],
    ['021 123 4567', 'en-NZ', '64211234567'],
    ['(555) 123-4567', 'en-US', '15551234567'],
    ['1 555 123 4567', 'en-US', '15551234567'],
    ['', 'en-AU', ''],
  ])('%s (%s) -> %s', (phone, locale, out) => expect(normaliseAdPhone(phone, locale)).toBe(out));
});

describe('fields', () => {
  it.each([
    [
      'full name split',
      { name: ' Jane  Citizen ', email: ' Jane@Example.COM ', phone: '0412 345 678', postcode: '4000' },
      'en-AU',
      { em: 'jane@example.com', ph: '61412345678', fn: 'jane', ln: 'citizen', zp: '4000', country: 'au' },
    ],
    ['first and last', { first_name: 'Zoë', last_name: "O'Neil", postcode: '76137' }, 'en-US', { fn: 'zoe', ln: 'oneil', zp: '76137', country: 'us' }],
    ['nothing stored', {}, 'en-NZ', { country: 'nz' }],
  ])('%s', (_, contact, locale, fields) => expect(adUserFields(contact, locale)).toEqual(fields));
});

describe('hashed user data', () => {
  it('hashes every field with SHA-256 and keeps the user agent as it is', async () => {
    const data = await adUserData({ email: 'Jane@Example.com', phone: '0412 345 678' }, 'en-AU', webCryptoSha256, 'UA/1');
    expect(data).toEqual({ em: sha('jane@example.com'), ph: sha('61412345678'), country: sha('au'), client_user_agent: 'UA/1' });
    expect(JSON.stringify(data)).not.toContain('jane');
  });
});
