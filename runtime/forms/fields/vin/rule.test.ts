import { describe, expect, it } from 'vitest';
import rule, { VIN_CHARACTERS_MESSAGE, VIN_CHECK_DIGIT_MESSAGE, VIN_LENGTH_MESSAGE } from './rule';
import { validateLead } from '../../../../server/forms/validate-lead';
import { form, site, tenantWith } from '../../../../tests/unit/forms-core/helpers';

// 1HGCM82633A004352: check digit 3 in position 9 (49 CFR 565's worked example).
const GOOD = '1HGCM82633A004352';
const WRONG_DIGIT = '1HGCM82643A004352';

describe('vin rule', () => {
  it.each([
    ['a VIN with its check digit, on a US site', GOOD, 'US', null],
    ['lower case and spaces as typed', '1hgcm826 33a004352', 'US', null],
    ['a wrong check digit on a US site', WRONG_DIGIT, 'US', VIN_CHECK_DIGIT_MESSAGE],
    ['a wrong check digit elsewhere (European VINs carry none)', WRONG_DIGIT, 'AU', null],
    ['16 characters', GOOD.slice(1), 'AU', VIN_LENGTH_MESSAGE],
    ['18 characters', `${GOOD}1`, 'US', VIN_LENGTH_MESSAGE],
    ['an O, which no VIN has', 'JM0KF4W7A0O123456', 'AU', VIN_CHARACTERS_MESSAGE],
  ])('%s', (_, value, country, message) => {
    expect(rule(value, { country })).toEqual(message === null ? { valid: true } : { valid: false, message });
  });
});

describe('a vin field in a lead form', () => {
  const tradeIn = form([
    {
      schema: { type: 'object', properties: { vin: { title: 'VIN' } } },
      uiSchema: { vin: { 'ui:widget': 'vin' } },
    },
  ]);

  it("checks the check digit on a US site, from the site's locale, with the rule's message", () => {
    const us = tenantWith({ tradeIn }, site({ locale: 'en-US' }));
    expect(validateLead(us, 'tradeIn', { vin: GOOD })).toEqual({ ok: true });
    expect(validateLead(us, 'tradeIn', { vin: WRONG_DIGIT })).toMatchObject({ ok: false, fields: { vin: VIN_CHECK_DIGIT_MESSAGE } });
  });

  it('takes any 17 VIN characters on an AU site, and is required like other fields', () => {
    const au = tenantWith({ tradeIn });
    expect(validateLead(au, 'tradeIn', { vin: WRONG_DIGIT })).toEqual({ ok: true });
    expect(validateLead(au, 'tradeIn', { vin: 'ABC' })).toMatchObject({ ok: false, fields: { vin: VIN_LENGTH_MESSAGE } });
    expect(validateLead(au, 'tradeIn', {})).toMatchObject({ ok: false, fields: { vin: expect.any(String) } });
  });
});
