// messageFor: any failure of a field (ajv keyword or x-rule) -> the spec's wording.
import { describe, expect, it } from 'vitest';
import {
  AU_MOBILE_MESSAGE,
  AU_PHONE_MESSAGE,
  CHOOSE_OPTION_MESSAGE,
  EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  messageFor,
  NAME_MESSAGE,
  NZ_PHONE_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  type AjvLikeError,
  type FieldSchema,
} from '../../../runtime/lib/forms';

const phone = (variant?: FieldSchema['x-phone-variant']): FieldSchema => ({
  type: 'string',
  maxLength: 20,
  'x-rule': 'phone',
  ...(variant ? { 'x-phone-variant': variant } : {}),
});
const postcode: FieldSchema = { type: 'string', maxLength: 4, 'x-rule': 'postcode' };
const email: FieldSchema = { type: 'string', maxLength: 254, 'x-rule': 'email' };
const name: FieldSchema = { type: 'string', maxLength: 80, 'x-rule': 'name' };
const e = (keyword: string, params: Record<string, unknown> = {}): AjvLikeError => ({ keyword, instancePath: '/field', params });

describe('messageFor', () => {
  it.each<[string, AjvLikeError, FieldSchema | undefined, string]>([
    ['required, any field', e('required', { missingProperty: 'field' }), name, REQUIRED_MESSAGE],
    ['required, a field without schema', e('required', { missingProperty: 'field' }), undefined, REQUIRED_MESSAGE],
    ['postcode longer than 4 (maxLength)', e('maxLength', { limit: 4 }), postcode, POSTCODE_MESSAGE],
    ['postcode pattern', e('pattern', { pattern: '^[0-9]{4}$' }), postcode, POSTCODE_MESSAGE],
    ['email format', e('format', { format: 'email' }), email, EMAIL_MESSAGE],
    ['email too long', e('maxLength', { limit: 254 }), email, EMAIL_MESSAGE],
    ['name pattern', e('pattern', { pattern: '^[A-Za-z ]+$' }), name, NAME_MESSAGE],
    ['name minLength', e('minLength', { limit: 2 }), name, NAME_MESSAGE],
    ['phone maxLength, default variant', e('maxLength', { limit: 20 }), phone(), AU_PHONE_MESSAGE],
    ['phone maxLength, au-mobile', e('maxLength', { limit: 20 }), phone('au-mobile'), AU_MOBILE_MESSAGE],
    ['phone maxLength, nz: too many characters', e('maxLength', { limit: 20 }), phone('nz'), PHONE_TOO_LONG_MESSAGE],
    ['phone type, nz: the NZ number message', e('type', { type: 'string' }), phone('nz'), NZ_PHONE_MESSAGE],
    ['x-rule failure carries its own message', e('x-rule', { rule: 'phone', message: PHONE_TOO_LONG_MESSAGE }), phone('nz'), PHONE_TOO_LONG_MESSAGE],
    ['maxLength of a plain field', e('maxLength', { limit: 2000 }), { type: 'string', maxLength: 2000 }, 'Please use 2000 characters or fewer.'],
    ['minLength of a plain field', e('minLength', { limit: 3 }), { type: 'string' }, 'Please use at least 3 characters.'],
    ['minimum of a plain field', e('minimum', { limit: 1900 }), { type: 'integer' }, 'Must be at least 1900.'],
    ['maximum of a plain field', e('maximum', { limit: 5 }), { type: 'integer' }, 'Must be at most 5.'],
    ['enum of a plain field', e('enum', { allowedValues: ['a'] }), { type: 'string', enum: ['a'] }, CHOOSE_OPTION_MESSAGE],
    ['pattern of a plain field', e('pattern', { pattern: '^x$' }), { type: 'string', pattern: '^x$' }, INVALID_VALUE_MESSAGE],
  ])('%s', (_, error, field, expected) => expect(messageFor(error, field)).toBe(expected));

  describe('x-message overrides', () => {
    const zip: FieldSchema = { type: 'string', pattern: '^[0-9]{5}$', 'x-message': 'Invalid ZIP code. Please enter a 5-digit number.' };

    it('a string replaces every failure message but "required"', () => {
      expect(messageFor(e('pattern'), zip)).toBe('Invalid ZIP code. Please enter a 5-digit number.');
      expect(messageFor(e('maxLength', { limit: 5 }), zip)).toBe('Invalid ZIP code. Please enter a 5-digit number.');
      expect(messageFor(e('required'), zip)).toBe(REQUIRED_MESSAGE);
    });

    it('an object replaces per keyword, with default for the rest; required only when named', () => {
      const field: FieldSchema = {
        ...postcode,
        'x-message': { required: 'Please tell us your postcode.', maxLength: 'Four digits, please.', default: 'Not a postcode.' },
      };
      expect(messageFor(e('required'), field)).toBe('Please tell us your postcode.');
      expect(messageFor(e('maxLength', { limit: 4 }), field)).toBe('Four digits, please.');
      expect(messageFor(e('x-rule', { message: POSTCODE_MESSAGE }), field)).toBe('Not a postcode.');
      expect(messageFor(e('required'), { ...postcode, 'x-message': { default: 'Not a postcode.' } })).toBe(REQUIRED_MESSAGE);
    });
  });
});
