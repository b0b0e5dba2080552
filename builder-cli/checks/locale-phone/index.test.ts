import { describe, expect, it } from 'vitest';
import { isServiceNumber } from './index';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const withPhone = (phone: string, locale = 'en-AU') => ({ 'acme/site.json': (s: Record<string, unknown>) => ({ ...s, phone, locale }) });

describe('locale-phone', () => {
  it.each([
    ['07 3333 4444', 'en-AU'],
    ['+61 7 3333 4444', 'en-AU'],
    ['1300 555 123', 'en-AU'],
    ['03 348 1200', 'en-NZ'],
    ['0800 548 945', 'en-NZ'],
    ['(817) 555-0142', 'en-US'],
  ])('passes %s for %s', async (phone, locale) => {
    const { lines } = await lint(withPhone(phone, locale));
    expect(lines('locale-phone').filter((l) => l.startsWith('acme/site.json'))).toEqual([]);
  });

  it.each([
    ['02 4900 123', 'en-AU', 'Must be an Australian number. 8 digits after the area code; this has 7.'],
    ['(02) 4961 200', 'en-AU', 'Must be an Australian number. 8 digits after the area code; this has 7.'],
    ['call us', 'en-AU', 'Must be an Australian number. A phone number has digits only (spaces, brackets and + are fine).'],
    ['07 3333 4444', 'en-US', 'Must be a US number. A US area code and exchange do not start with 0 or 1.'],
    ['0400000000', 'en-NZ', 'Must be a New Zealand number. 7 digits after the area code; this has 8.'],
  ])('reports %s for %s', async (phone, locale, message) => {
    const { lines } = await lint(withPhone(phone, locale));
    expect(lines('locale-phone').filter((l) => l.startsWith('acme/site.json'))).toEqual([
      expect.stringMatching(offense('acme/site.json', `error locale-phone /phone phone "${phone}" is not valid for ${locale}: ${message}`)),
    ]);
  });

  it("checks every location's phone and landline", async () => {
    const { lines } = await lint({
      'acme/locations.json': (d) => ({
        ...d,
        locations: [{ ...d.locations[0], contact_detail: { ...d.locations[0].contact_detail, landline_phone: '1234' } }],
      }),
    });
    expect(lines('locale-phone')).toEqual([
      expect.stringMatching(/^acme\/locations\.json:\d+:\d+ error locale-phone \/locations\/0\/contact_detail\/landline_phone phone "1234"/),
    ]);
  });

  it.each([
    ['au', '1300 555 123', true],
    ['au', '131 234', true],
    ['au', '1900 555 123', false],
    ['nz', '0800 548 945', true],
    ['nz', '0508 123 456', true],
    ['us', '0800 548 945', false],
  ] as const)('isServiceNumber(%s, %s) is %s', (variant, value, expected) => expect(isServiceNumber(variant, value)).toBe(expected));
});
