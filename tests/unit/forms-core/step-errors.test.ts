// Conditional fields, prepared data and the one-message-per-field result both validators share.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  AU_PHONE_MESSAGE,
  EMAIL_MESSAGE,
  isConditionMet,
  isFieldShown,
  isFilled,
  NAME_MESSAGE,
  POSTCODE_MESSAGE,
  prepareStepData,
  REQUIRED_MESSAGE,
  stepFieldErrors,
  type StepSchema,
} from '../../../runtime/lib/forms';

describe('isConditionMet: shown only when the field it depends on is filled and error-free', () => {
  it.each([
    ['filled, no errors', 'phone', { phone: '0412345678' }, {}, true],
    ['empty string', 'phone', { phone: '' }, {}, false],
    ['only spaces', 'phone', { phone: '   ' }, {}, false],
    ['missing', 'phone', {}, {}, false],
    ['filled but with an error (server shape)', 'phone', { phone: '12' }, { phone: AU_PHONE_MESSAGE }, false],
    ['filled but with an error (rjsf shape)', 'phone', { phone: '12' }, { phone: { __errors: [AU_PHONE_MESSAGE] } }, false],
    ['rjsf shape with an empty error list', 'phone', { phone: '0412345678' }, { phone: { __errors: [] } }, true],
    ['an error on another field does not matter', 'phone', { phone: '0412345678' }, { email: EMAIL_MESSAGE }, true],
    ['a ticked box', 'trade_in', { trade_in: true }, {}, true],
    ['an unticked box is not filled', 'trade_in', { trade_in: false }, {}, false],
    ['zero is a number filled in', 'kms', { kms: 0 }, {}, true],
    ['an empty list', 'services', { services: [] }, {}, false],
  ])('%s', (_, dependsOn, data, errors, expected) => expect(isConditionMet(dependsOn, data, errors)).toBe(expected));

  it('with equals, the value must match too', () => {
    expect(isConditionMet({ field: 'contact', equals: 'Phone' }, { contact: 'Phone' }, {})).toBe(true);
    expect(isConditionMet({ field: 'contact', equals: 'Phone' }, { contact: 'Email' }, {})).toBe(false);
  });

  it('isFilled', () => {
    expect([isFilled('a'), isFilled(' '), isFilled(null), isFilled(undefined), isFilled(NaN), isFilled(['', 'x'])]).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

const step: StepSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 80, 'x-rule': 'name' },
    phone: { type: 'string', maxLength: 20, 'x-rule': 'phone', 'x-phone-variant': 'au' },
    callback_time: { type: 'string', enum: ['Morning', 'Afternoon'], 'x-depends-on': 'phone', 'x-required': true },
    callback_note: { type: 'string', maxLength: 5, 'x-depends-on': 'callback_time' },
    email: { type: 'string', maxLength: 254, 'x-rule': 'email' },
    postcode: { type: 'string', maxLength: 4, 'x-rule': 'postcode' },
    services: { type: 'array', items: { type: 'string' } },
    opt_in: { type: 'boolean', default: true },
  },
  required: ['name', 'phone', 'email', 'services'],
};
const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(step);
const fieldErrors = (lead: Record<string, unknown>, ignoreMissing = false) => {
  const data = prepareStepData(step, lead);
  validate(data);
  return stepFieldErrors(step, data, validate.errors, { ignoreMissing });
};
const good = { name: 'Jane Citizen', phone: '0412 345 678', callback_time: 'Morning', email: 'jane@example.com', services: ['Service'] };

describe('prepareStepData', () => {
  it('keeps only the step fields, trims strings, and leaves blank values out', () => {
    expect(prepareStepData(step, { name: ' Jane ', phone: '', email: '   ', services: ['', null], opt_in: false, utm_source: 'x', postcode: null })).toEqual({
      name: 'Jane',
      opt_in: false,
    });
  });
});

describe('stepFieldErrors', () => {
  it('a good lead has no errors', () => expect(fieldErrors(good)).toEqual({}));

  it('one message per field, in field order, required first', () => {
    expect(fieldErrors({ name: 'J4ne', phone: '123', email: 'jane@', postcode: '123456', services: [] })).toEqual({
      name: NAME_MESSAGE,
      phone: AU_PHONE_MESSAGE,
      email: EMAIL_MESSAGE,
      postcode: POSTCODE_MESSAGE,
      services: REQUIRED_MESSAGE,
    });
  });

  it('blank required fields are required, not "invalid"', () => {
    expect(fieldErrors({ ...good, name: '  ', email: '' })).toEqual({ name: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE });
  });

  it('a conditional field is required while shown: its dependency is filled and valid', () => {
    const { callback_time: _, ...rest } = good;
    expect(fieldErrors(rest)).toEqual({ callback_time: REQUIRED_MESSAGE });
  });

  it('a conditional field is hidden, so neither required nor checked, while its dependency is invalid or empty', () => {
    expect(fieldErrors({ ...good, phone: '12', callback_time: 'Midnight' })).toEqual({ phone: AU_PHONE_MESSAGE });
    const { phone: _, callback_time: __, ...noPhone } = good;
    expect(fieldErrors(noPhone)).toEqual({ phone: REQUIRED_MESSAGE });
  });

  it('conditions chain: a field depending on a hidden field is hidden', () => {
    expect(isFieldShown(step, 'callback_note', { callback_time: 'Morning' }, {})).toBe(false);
    expect(fieldErrors({ ...good, phone: '12', callback_time: 'Morning', callback_note: 'far too long' })).toEqual({ phone: AU_PHONE_MESSAGE });
    expect(fieldErrors({ ...good, callback_note: 'far too long' })).toEqual({ callback_note: 'Please use 5 characters or fewer.' });
  });

  it('ignoreMissing (an incomplete save): missing fields pass, present ones are still checked', () => {
    expect(fieldErrors({ email: 'jane@' }, true)).toEqual({ email: EMAIL_MESSAGE });
    expect(fieldErrors({ phone: '0412345678' }, true)).toEqual({});
  });
});
