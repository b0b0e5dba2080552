// The pure rules behind `"x-rule"` (spec section 5). Each takes a non-empty string; emptiness is
// the required rule's business, and a non-string is the schema's `type` failure.
import {
  CARD_EXPIRY_MESSAGE,
  CARD_NUMBER_MESSAGE,
  DATE_MESSAGE,
  DATE_TIME_MESSAGE,
  DOB_MESSAGE,
  EMAIL_MESSAGE,
  LETTERS_AND_DIGITS_MESSAGE,
  NAME_MESSAGE,
  POSTCODE_MESSAGE,
} from './messages';
import { DEFAULT_TEST_PHONE_NUMBER, phoneRule } from './phone';
import { postcodeRuleFor } from './postcode';
import type { FieldSchema, RuleName } from './field-schema';
import type { RuleResult } from './rule-result';
import { folderRules } from './field-rules.gen';

const ok: RuleResult = { valid: true };
const check = (valid: boolean, message: string): RuleResult => (valid ? ok : { valid: false, message });

// The widely used "standard" email pattern: a local part (dotted atoms or a quoted string), then
// an IP literal in brackets or dotted labels ending in a top-level domain of 2+ letters.
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function emailRule(value: string): RuleResult {
  return check(EMAIL_PATTERN.test(value), EMAIL_MESSAGE);
}

/** First, middle, last or full name: letters (any alphabet, so Māori and accented names pass) and spaces. */
export function nameRule(value: string): RuleResult {
  return check(/^[\p{L} ]+$/u.test(value), NAME_MESSAGE);
}

/** The 4-digit postcode of AU and NZ sites; US sites use postcodeRuleFor('us'). */
export function postcodeRule(value: string): RuleResult {
  return check(/^[0-9]{4}$/.test(value), POSTCODE_MESSAGE);
}

/** Card number: 12 to 19 digits (spaces allowed) passing the Luhn check. */
export function cardNumberRule(value: string): RuleResult {
  const digits = value.replace(/ /g, '');
  if (!/^[0-9]{12,19}$/.test(digits)) return { valid: false, message: CARD_NUMBER_MESSAGE };
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return check(sum % 10 === 0, CARD_NUMBER_MESSAGE);
}

/** Card expiry as MM/YY. */
export function cardExpiryRule(value: string): RuleResult {
  return check(/^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(value), CARD_EXPIRY_MESSAGE);
}

function isCalendarDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parseIsoDate(value: string): boolean {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** A calendar date as YYYY-MM-DD (what <input type="date"> gives). */
export function dateRule(value: string): RuleResult {
  return check(parseIsoDate(value), DATE_MESSAGE);
}

/** Date of birth: a calendar date as YYYY-MM-DD from 1900 on. */
export function dobRule(value: string): RuleResult {
  return check(parseIsoDate(value) && value >= '1900-01-01', DOB_MESSAGE);
}

/** Date and time as YYYY-MM-DDTHH:mm (what <input type="datetime-local"> gives), seconds optional. */
export function dateTimeRule(value: string): RuleResult {
  const m = /^([0-9]{4}-[0-9]{2}-[0-9]{2})T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/.exec(value);
  return check(!!m && parseIsoDate(m[1]!), DATE_TIME_MESSAGE);
}

/** Registration plate or licence number: letters, digits and spaces. */
export function lettersAndDigitsRule(value: string): RuleResult {
  return check(/^[A-Za-z0-9 ]+$/.test(value), LETTERS_AND_DIGITS_MESSAGE);
}

/** The rule of a field schema's `"x-rule"`, configured from the schema (phone variant, test number). */
export function ruleOf(schema: FieldSchema): ((value: string) => RuleResult) | undefined {
  switch (schema['x-rule'] as RuleName | undefined) {
    case 'phone':
      return phoneRule(schema['x-phone-variant'] ?? 'au', { testNumber: schema['x-test-phone-number'] ?? DEFAULT_TEST_PHONE_NUMBER });
    case 'postcode':
      return schema['x-postcode-variant'] ? postcodeRuleFor(schema['x-postcode-variant']) : postcodeRule;
    case 'email':
      return emailRule;
    case 'name':
      return nameRule;
    case 'cardNumber':
      return cardNumberRule;
    case 'ccExpiration':
      return cardExpiryRule;
    case 'dateTime':
      return dateTimeRule;
    case 'date':
      return dateRule;
    case 'dob':
      return dobRule;
    case 'licenseNumber':
    case 'rego':
      return lettersAndDigitsRule;
    default: {
      const name = schema['x-rule'];
      const own = name !== undefined && Object.hasOwn(folderRules, name) ? folderRules[name as keyof typeof folderRules] : undefined;
      return own ? (value) => own(value, { country: schema['x-country'] ?? '' }) : undefined;
    }
  }
}

/** Whether a rule name is a field folder's own rule (it reads the site's country). */
export function isFolderRule(name: unknown): boolean {
  return typeof name === 'string' && Object.hasOwn(folderRules, name);
}

export const RULE_NAMES: readonly RuleName[] = [
  'phone',
  'postcode',
  'email',
  'name',
  'cardNumber',
  'ccExpiration',
  'dateTime',
  'date',
  'dob',
  'licenseNumber',
  'rego',
];
