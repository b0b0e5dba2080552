// One message per failed field, worded as spec section 5 says, whichever side found the failure:
// ajv's keyword errors (browser precompiled validator or server ajv) and our x-rule results.
import {
  CHOOSE_OPTION_MESSAGE,
  DATE_MESSAGE,
  DATE_TIME_MESSAGE,
  DOB_MESSAGE,
  CARD_EXPIRY_MESSAGE,
  CARD_NUMBER_MESSAGE,
  EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  LETTERS_AND_DIGITS_MESSAGE,
  NAME_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages';
import { phoneMaxCharacters, phoneMessage } from './phone';
import { postcodeFormat } from './postcode';
import type { FieldSchema, RuleName } from './field-schema';

/** The parts of an ajv ErrorObject (or an rjsf validation error) a message depends on. */
export interface AjvLikeError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** What a field of this rule fails with when a schema keyword (maxLength, pattern ...) catches it first. */
function ruleMessage(field: FieldSchema, keyword: string): string {
  switch (field['x-rule'] as RuleName) {
    case 'phone': {
      const variant = field['x-phone-variant'] ?? 'au';
      return keyword === 'maxLength' && phoneMaxCharacters(variant) !== undefined ? PHONE_TOO_LONG_MESSAGE : phoneMessage(variant);
    }
    case 'postcode':
      return postcodeFormat(field['x-postcode-variant']).message;
    case 'email':
      return EMAIL_MESSAGE;
    case 'name':
      return NAME_MESSAGE;
    case 'cardNumber':
      return CARD_NUMBER_MESSAGE;
    case 'ccExpiration':
      return CARD_EXPIRY_MESSAGE;
    case 'dateTime':
      return DATE_TIME_MESSAGE;
    case 'date':
      return DATE_MESSAGE;
    case 'dob':
      return DOB_MESSAGE;
    case 'licenseNumber':
    case 'rego':
      return LETTERS_AND_DIGITS_MESSAGE;
    default:
      return INVALID_VALUE_MESSAGE;
  }
}

function custom(field: FieldSchema, keyword: string): string | undefined {
  const m = field['x-message'];
  if (typeof m === 'string') return keyword === 'required' ? undefined : m;
  if (m && typeof m === 'object') return m[keyword] ?? (keyword === 'required' ? undefined : m.default);
  return undefined;
}

function limit(error: AjvLikeError): string {
  return String(error.params?.limit ?? '');
}

/**
 * The message for one failure of a field. `"x-message"` on the field wins (a string for every
 * failure but "required", or an object per keyword); then the spec's wording for the field's
 * rule; then plain wording for schema keywords the spec says nothing about.
 */
export function messageFor(error: AjvLikeError, field: FieldSchema = {}): string {
  const { keyword } = error;
  const override = custom(field, keyword);
  if (override) return override;
  if (keyword === 'required') return REQUIRED_MESSAGE;
  if (keyword === 'x-rule' && typeof error.params?.message === 'string') return error.params.message;
  if (field['x-rule']) return ruleMessage(field, keyword);
  switch (keyword) {
    case 'maxLength':
      return `Please use ${limit(error)} characters or fewer.`;
    case 'minLength':
      return `Please use at least ${limit(error)} characters.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Must be ${keyword === 'minimum' ? 'at least' : 'more than'} ${limit(error)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Must be ${keyword === 'maximum' ? 'at most' : 'less than'} ${limit(error)}.`;
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return CHOOSE_OPTION_MESSAGE;
    default:
      return INVALID_VALUE_MESSAGE;
  }
}
