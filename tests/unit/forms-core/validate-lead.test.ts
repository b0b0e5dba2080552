// validateLead: the server's answer for a lead, per locale and variant, in the 422 shape.
import { describe, expect, it } from 'vitest';
import { assertValidLead, validateLead } from '../../../server/forms/validate-lead';
import { HttpError } from '../../../server/http/http-error';
import {
  AU_MOBILE_MESSAGE,
  AU_NZ_UK_PHONE_MESSAGE,
  AU_PHONE_MESSAGE,
  EMAIL_MESSAGE,
  INVALID_LEAD_MESSAGE,
  NAME_MESSAGE,
  NZ_PHONE_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  US_PHONE_MESSAGE,
} from '../../../runtime/lib/forms';
import { enquiry, form, site, tenantWith } from './helpers';

const good = {
  name: 'Jane Citizen',
  phone: '0412 345 678',
  email: 'jane@example.com',
  postcode: '2000',
  message: 'Is the CX-5 still available?',
  opt_in: true,
};
const au = tenantWith({ enquiry });

describe('validateLead: the generic enquiry form', () => {
  it('a good lead passes; tracking and other lead keys are ignored', () => {
    expect(validateLead(au, 'enquiry', { ...good, dealership_slug: 'x', source: 'Website', utm_source: 'google', visited_pages: ['/'] })).toEqual({ ok: true });
  });

  it('answers the 422 shape with every spec message, one per field', () => {
    expect(
      validateLead(au, 'enquiry', { name: 'Jane 2', phone: '555 123 4567', email: 'jane@example', postcode: '20000', message: '', opt_in: 'yes' }),
    ).toEqual({
      ok: false,
      error: INVALID_LEAD_MESSAGE,
      fields: {
        name: NAME_MESSAGE,
        phone: AU_PHONE_MESSAGE,
        email: EMAIL_MESSAGE,
        postcode: POSTCODE_MESSAGE,
        message: REQUIRED_MESSAGE,
        opt_in: 'Invalid value.',
      },
    });
  });

  it('every field is required except the opt-in; blank and null count as missing', () => {
    const result = validateLead(au, 'enquiry', { name: '', phone: null, email: '  ' });
    expect(result).toEqual({
      ok: false,
      error: INVALID_LEAD_MESSAGE,
      fields: { name: REQUIRED_MESSAGE, phone: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE, postcode: REQUIRED_MESSAGE, message: REQUIRED_MESSAGE },
    });
  });

  it('the test number is always accepted', () => {
    expect(validateLead(au, 'enquiry', { ...good, phone: '0400 000 000' })).toEqual({ ok: true });
  });

  it('assertValidLead throws HttpError 422 {error, fields}; an unknown form is 404', () => {
    const thrown = (() => {
      try {
        assertValidLead(au, 'enquiry', { ...good, email: 'nope' });
      } catch (e) {
        return e;
      }
    })() as HttpError;
    expect(thrown).toBeInstanceOf(HttpError);
    expect([thrown.status, thrown.message, thrown.extra]).toEqual([422, INVALID_LEAD_MESSAGE, { fields: { email: EMAIL_MESSAGE } }]);
    expect(() => validateLead(au, 'enquirey', good)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => validateLead(au, '__proto__', good)).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe('validateLead: phone by region', () => {
  // A US site asks for a 5-digit ZIP code, so its leads carry one.
  const phoneFor = (phone: string, s: Parameters<typeof site>[0]) =>
    validateLead(tenantWith({ enquiry }, site(s)), 'enquiry', { ...good, ...(s?.locale === 'en-US' ? { postcode: '76137' } : {}), phone });

  it.each([
    ['en-AU default', '0412 345 678', {}, null],
    ['en-AU default, +61', '+61 2 9999 0000', {}, null],
    ['en-AU default, a US number', '555 123 4567', {}, AU_PHONE_MESSAGE],
    ['en-NZ: 14 characters pass', '+64 9 123 4567', { locale: 'en-NZ' }, null],
    ['en-NZ: 15 characters are too many', '+64 21 123 4567', { locale: 'en-NZ' }, PHONE_TOO_LONG_MESSAGE],
    ['en-NZ: not an NZ number', '0412 345 678', { locale: 'en-NZ' }, NZ_PHONE_MESSAGE],
    ['en-US: masked number', '(555) 123-4567', { locale: 'en-US' }, null],
    ['en-US: 9 digits', '(555) 123-456', { locale: 'en-US' }, US_PHONE_MESSAGE],
    ['au-mobile site: a landline', '02 9999 0000', { forms: { phoneVariant: 'au-mobile' } }, AU_MOBILE_MESSAGE],
    ['au-mobile site: a mobile', '0412 345 678', { forms: { phoneVariant: 'au-mobile' } }, null],
    ['au-nz-uk site: a UK mobile', '+44 7911 123456', { forms: { phoneVariant: 'au-nz-uk' } }, null],
    ['au-nz-uk site: a US number', '(555) 123-4567', { forms: { phoneVariant: 'au-nz-uk' } }, AU_NZ_UK_PHONE_MESSAGE],
    ['a configured test number', '111', { forms: { phoneVariant: 'au-mobile', testPhoneNumber: '111' } }, null],
    ['the default test number is replaced by the configured one', '0400000000', { locale: 'en-NZ', forms: { testPhoneNumber: '111' } }, NZ_PHONE_MESSAGE],
  ] as const)('%s: %s', (_, phone, s, message) => {
    expect(phoneFor(phone, s as Parameters<typeof site>[0])).toEqual(
      message === null ? { ok: true } : { ok: false, error: INVALID_LEAD_MESSAGE, fields: { phone: message } },
    );
  });
});

describe('validateLead: multi-step forms', () => {
  const twoSteps = form([
    {
      schema: { type: 'object', properties: { name: { type: 'string' }, phone: { type: 'string' } } },
      uiSchema: { name: { 'ui:widget': 'fullName' }, phone: { 'ui:widget': 'phone' } },
    },
    {
      schema: { type: 'object', properties: { when: { type: 'string' }, note: { type: 'string' } } },
      uiSchema: { when: { 'ui:widget': 'dateTime' }, note: { 'ui:widget': 'textarea', 'ui:options': { required: false } } },
    },
  ]);
  const tenant = tenantWith({ 'test-drive': twoSteps });

  it('a final submit checks every step', () => {
    expect(validateLead(tenant, 'test-drive', { name: 'Jane', phone: '0412345678' })).toMatchObject({ ok: false, fields: { when: REQUIRED_MESSAGE } });
  });

  it('an incomplete save checks only its step', () => {
    expect(validateLead(tenant, 'test-drive', { name: 'Jane', phone: '0412345678' }, { stepIndex: 0 })).toEqual({ ok: true });
    expect(validateLead(tenant, 'test-drive', { name: 'Jane' }, { stepIndex: 0 })).toMatchObject({ ok: false, fields: { phone: REQUIRED_MESSAGE } });
    expect(validateLead(tenant, 'test-drive', { when: '2026-12-01T09:30' }, { stepIndex: 1 })).toEqual({ ok: true });
  });

  it('partial: missing fields pass, present ones must be valid', () => {
    expect(validateLead(tenant, 'test-drive', { name: 'Jane' }, { partial: true })).toEqual({ ok: true });
    expect(validateLead(tenant, 'test-drive', { name: 'Jane', when: 'tomorrow' }, { partial: true })).toMatchObject({
      ok: false,
      fields: { when: 'Please choose a date and time.' },
    });
  });

  it('a step the form does not have is a 400', () => {
    expect(() => validateLead(tenant, 'test-drive', {}, { stepIndex: 2 })).toThrow(expect.objectContaining({ status: 400 }));
  });
});
