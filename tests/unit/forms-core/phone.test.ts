// Phone rules of spec section 5, per variant, at their boundaries.
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  AU_MOBILE_MESSAGE,
  AU_NZ_UK_PHONE_MESSAGE,
  AU_PHONE_MESSAGE,
  DEFAULT_TEST_PHONE_NUMBER,
  formatPhoneDisplay,
  normalisePhone,
  NZ_PHONE_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  phoneMask,
  phoneRule,
  phoneVariantFor,
  stripPhone,
  US_PHONE_MESSAGE,
  type PhoneVariant,
} from '../../../runtime/lib/forms';

describe('normalisePhone', () => {
  it.each([
    ['spaces go', '0412 345 678', '0412345678'],
    ['brackets go', '(02) 9999 0000', '0299990000'],
    ['plus and 61 become a leading 0', '+61 412 345 678', '0412345678'],
    ['61 without plus becomes a leading 0', '61412345678', '0412345678'],
    ['+61 (0) keeps one 0', '+61 (0)412 345 678', '0412345678'],
    ['64 becomes a leading 0', '+64 21 123 4567', '0211234567'],
    ['hyphens and dots go (the US mask types them)', '04-1234.5678', '0412345678'],
    ['a number already starting with 0 is unchanged', '0299990000', '0299990000'],
    ['44 (UK) is not rewritten', '+44 7911 123456', '447911123456'],
  ])('%s: %s -> %s', (_, raw, expected) => expect(normalisePhone(raw)).toBe(expected));

  it('stripPhone removes the characters but keeps country prefixes', () => {
    expect(stripPhone('+61 (412) 345-678')).toBe('61412345678');
  });
});

const cases: [variant: PhoneVariant, label: string, value: string, message: string | null][] = [
  // Default: Australian landline or mobile.
  ['au', 'mobile', '0412 345 678', null],
  ['au', 'Sydney landline in brackets', '(02) 9999 0000', null],
  ['au', 'Perth landline', '08 9999 0000', null],
  ['au', '+61 mobile', '+61 412 345 678', null],
  ['au', '61 mobile without plus', '61412345678', null],
  ['au', 'nine digits', '041234567', AU_PHONE_MESSAGE],
  ['au', 'eleven digits', '04123456789', AU_PHONE_MESSAGE],
  ['au', '01 is no Australian area code', '0123456789', AU_PHONE_MESSAGE],
  ['au', 'letters', '04123456ab', AU_PHONE_MESSAGE],
  ['au', 'an NZ landline (+64 becomes 0, but 9 digits)', '+64 9 123 4567', AU_PHONE_MESSAGE],
  // Australian mobile only: 04 plus 8 digits.
  ['au-mobile', 'mobile', '0412 345 678', null],
  ['au-mobile', '+61 mobile', '+61412345678', null],
  ['au-mobile', 'a landline', '02 9999 0000', AU_MOBILE_MESSAGE],
  ['au-mobile', '04 plus 7 digits', '041234567', AU_MOBILE_MESSAGE],
  ['au-mobile', '04 plus 9 digits', '04123456789', AU_MOBILE_MESSAGE],
  // US: 10 digits, optional leading 1.
  ['us', 'masked', '(555) 123-4567', null],
  ['us', 'leading 1', '+1 555 123 4567', null],
  ['us', 'area code 614 is not an Australian prefix', '614 555 0100', null],
  ['us', '9 digits', '555 123 456', US_PHONE_MESSAGE],
  ['us', '11 digits not starting with 1', '25551234567', US_PHONE_MESSAGE],
  ['us', 'an area code starting with 0 (an Australian mobile)', '0412 345 678', US_PHONE_MESSAGE],
  ['us', 'an area code starting with 1', '1123 456 7890', US_PHONE_MESSAGE],
  // NZ: fewer than 15 characters as typed, then the NZ pattern.
  ['nz', 'mobile', '021 123 4567', null],
  ['nz', 'Auckland landline', '09 123 4567', null],
  ['nz', '14 characters is under the limit', '+64 9 123 4567', null],
  ['nz', '15 characters is too many', '+64 21 123 4567', PHONE_TOO_LONG_MESSAGE],
  ['nz', '15 characters, whatever they are', '021 123 4567 89', PHONE_TOO_LONG_MESSAGE],
  ['nz', 'an Australian mobile', '0412 345 678', NZ_PHONE_MESSAGE],
  ['nz', 'too short', '021 12', NZ_PHONE_MESSAGE],
  // Combined AU/NZ/UK.
  ['au-nz-uk', 'AU mobile', '0412 345 678', null],
  ['au-nz-uk', 'NZ mobile', '+64 21 123 4567', null],
  ['au-nz-uk', 'UK mobile with 44', '+44 7911 123456', null],
  ['au-nz-uk', 'UK mobile with 0', '07911 123456', null],
  ['au-nz-uk', 'UK landline', '020 7946 0018', null],
  ['au-nz-uk', 'a US number', '(555) 123-4567', AU_NZ_UK_PHONE_MESSAGE],
];

describe('phoneRule', () => {
  it.each(cases)('%s: %s (%s)', (variant, _, value, message) => {
    expect(phoneRule(variant)(value)).toEqual(message === null ? { valid: true } : { valid: false, message });
  });

  it.each<PhoneVariant>(['au', 'au-mobile', 'nz', 'us', 'au-nz-uk'])('%s: the default test number is always accepted, however it is typed', (variant) => {
    expect(DEFAULT_TEST_PHONE_NUMBER).toBe('0400000000');
    expect(phoneRule(variant)('0400000000')).toEqual({ valid: true });
    expect(phoneRule(variant)('0400 000 000')).toEqual({ valid: true });
  });

  it('a configured test number replaces the default one', () => {
    const rule = phoneRule('nz', { testNumber: '000 000 0000' });
    expect(rule('0000000000')).toEqual({ valid: true });
    expect(rule('0400000000')).toEqual({ valid: false, message: NZ_PHONE_MESSAGE });
  });

  it('the default variant is au', () => {
    expect(phoneRule()('02 9999 0000')).toEqual({ valid: true });
    expect(phoneRule()('555 123 4567')).toEqual({ valid: false, message: AU_PHONE_MESSAGE });
  });
});

describe('phoneVariantFor', () => {
  it.each([
    ['en-NZ', undefined, 'nz'],
    ['en-US', undefined, 'us'],
    ['en-AU', undefined, 'au'],
    [undefined, undefined, 'au'],
    ['en-AU', 'au-mobile', 'au-mobile'],
    ['en-NZ', 'au-nz-uk', 'au-nz-uk'],
    ['en-US', 'mars', 'us'],
  ])('locale %s, configured %s -> %s', (locale, configured, expected) => expect(phoneVariantFor(locale, configured)).toBe(expected));
});

describe('phone masks', () => {
  it.each([
    ['en-NZ', '### ### ####'],
    ['en-US', '(###) ###-####'],
    ['en-AU', '#### ### ###'],
    [undefined, '#### ### ###'],
  ])('%s -> %s', (locale, mask) => expect(phoneMask(locale)).toBe(mask));

  it.each([
    ['0412345678', '#### ### ###', '0412 345 678'],
    ['04123', '#### ### ###', '0412 3'],
    ['0412', '#### ### ###', '0412'],
    ['', '#### ### ###', ''],
    ['5551234567', '(###) ###-####', '(555) 123-4567'],
    ['555', '(###) ###-####', '(555'],
    ['5551', '(###) ###-####', '(555) 1'],
    ['0211234567', '### ### ####', '021 123 4567'],
    ['(021) 123-45', '### ### ####', '021 123 45'],
    ['041234567899', '#### ### ###', '0412 345 678'],
  ])('applyMask(%s, %s) -> %s', (value, mask, expected) => expect(applyMask(value, mask)).toBe(expected));
});

describe('formatPhoneDisplay', () => {
  it.each([
    ['8 digits group 2-3-3', '12345678', '12 345 678'],
    ['8 digits with spaces', '1234 5678', '12 345 678'],
    ['7 digits stay as given', '1234567', '1234567'],
    ['10 digits stay as given', '0412 345 678', '0412 345 678'],
  ])('%s', (_, phone, expected) => expect(formatPhoneDisplay(phone)).toBe(expected));
});
