import { describe, expect, it } from 'vitest';
import { phoneHint } from '../../runtime/lib/forms/phone-hint';
import { PHONE_HINTS } from '../../runtime/lib/forms/phone-hints.gen';
import { PHONE_RULES } from '../../runtime/lib/forms/phone-rules.gen';

describe('phoneHint', () => {
  it.each([
    ['au', '(02) 4961 200', '8 digits after the area code; this has 7'],
    ['au', '02 4961 20001', '8 digits after the area code; this has 9'],
    ['au', '+61 2 4961 200', '8 digits after the area code; this has 7'],
    ['au', '0412 345 67', '8 digits after 04; this has 7'],
    ['au', '05 1234 5678', 'Australian area codes are 02, 03, 07 and 08, mobiles 04'],
    ['au', '4961 2000', 'an Australian number starts with 0 (or +61)'],
    ['au', 'call us', 'a phone number has digits only (spaces, brackets and + are fine)'],
    ['nz', '03 348 120', '7 digits after the area code; this has 6'],
    ['nz', '021 12', '7 to 9 digits after 02; this has 3'],
    ['us', '(817) 555-014', '10 digits (area code and number); this has 9'],
    ['us', '(017) 555-0142', 'a US area code and exchange do not start with 0 or 1'],
  ] as const)('%s %s: %s', (variant, value, hint) => {
    expect(phoneHint(variant, value)).toBe(hint);
  });

  it('comes from the locale module of the rule; a rule whose module gives none has its message alone', () => {
    expect(Object.keys(PHONE_RULES)).toEqual(expect.arrayContaining(Object.keys(PHONE_HINTS)));
    expect(phoneHint('au-mobile', '0412 345 67')).toBe('8 digits after 04; this has 7');
    expect(phoneHint('au-nz-uk', '07700 90012')).toBeUndefined();
  });
});
