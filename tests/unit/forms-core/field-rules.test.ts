// The name, email and postcode rules of spec section 5, and the rules of the other typed fields.
import { describe, expect, it } from 'vitest';
import {
  cardExpiryRule,
  cardNumberRule,
  dateRule,
  dateTimeRule,
  dobRule,
  emailRule,
  lettersAndDigitsRule,
  nameRule,
  postcodeRule,
  ruleOf,
  CARD_EXPIRY_MESSAGE,
  CARD_NUMBER_MESSAGE,
  DATE_MESSAGE,
  DATE_TIME_MESSAGE,
  DOB_MESSAGE,
  EMAIL_MESSAGE,
  LETTERS_AND_DIGITS_MESSAGE,
  NAME_MESSAGE,
  NZ_PHONE_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  US_PHONE_MESSAGE,
  type RuleResult,
} from '../../../runtime/lib/forms';

const valid: RuleResult = { valid: true };
const invalid = (message: string): RuleResult => ({ valid: false, message });

describe('spec messages, word for word', () => {
  it('has the exact texts of spec section 5', () => {
    expect(REQUIRED_MESSAGE).toBe('*This is a required field.');
    expect(EMAIL_MESSAGE).toBe('invalid email address');
    expect(NAME_MESSAGE).toBe('Please use alphabetical characters only.');
    expect(POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.');
  });
});

describe('nameRule: letters and spaces only', () => {
  it.each([
    ['a first name', 'Jane', valid],
    ['a full name with spaces', 'Jane Mary Citizen', valid],
    ['accented letters are letters', 'José Müller', valid],
    ['Māori macrons are letters', 'Mānuka Tūī', valid],
    ['a digit', 'Jane2', invalid(NAME_MESSAGE)],
    ['an apostrophe', "O'Brien", invalid(NAME_MESSAGE)],
    ['a hyphen', 'Mary-Jane', invalid(NAME_MESSAGE)],
    ['a full stop', 'J. Citizen', invalid(NAME_MESSAGE)],
  ])('%s: %s', (_, value, expected) => expect(nameRule(value)).toEqual(expected));
});

describe('emailRule: the standard email pattern', () => {
  it.each([
    ['plain', 'jane@example.com', valid],
    ['subdomain and plus', 'jane.citizen+cars@mail.example.com.au', valid],
    ['IP literal', 'jane@[192.168.0.1]', valid],
    ['no @', 'jane.example.com', invalid(EMAIL_MESSAGE)],
    ['no domain dot', 'jane@example', invalid(EMAIL_MESSAGE)],
    ['one-letter top-level domain', 'jane@example.c', invalid(EMAIL_MESSAGE)],
    ['a space', 'jane citizen@example.com', invalid(EMAIL_MESSAGE)],
    ['two dots in a row', 'jane..citizen@example.com', invalid(EMAIL_MESSAGE)],
  ])('%s: %s', (_, value, expected) => expect(emailRule(value)).toEqual(expected));
});

describe('postcodeRule: exactly 4 digits', () => {
  it.each([
    ['4 digits', '2000', valid],
    ['leading zero', '0800', valid],
    ['3 digits', '200', invalid(POSTCODE_MESSAGE)],
    ['5 digits', '20000', invalid(POSTCODE_MESSAGE)],
    ['a letter', '200A', invalid(POSTCODE_MESSAGE)],
    ['a space', '20 0', invalid(POSTCODE_MESSAGE)],
  ])('%s: %s', (_, value, expected) => expect(postcodeRule(value)).toEqual(expected));
});

describe('rules of the other typed fields', () => {
  it.each([
    ['card number passing Luhn', cardNumberRule, '4111 1111 1111 1111', valid],
    ['card number failing Luhn', cardNumberRule, '4111 1111 1111 1112', invalid(CARD_NUMBER_MESSAGE)],
    ['card number too short', cardNumberRule, '4111 1111 111', invalid(CARD_NUMBER_MESSAGE)],
    ['card expiry MM/YY', cardExpiryRule, '09/27', valid],
    ['card expiry month 13', cardExpiryRule, '13/27', invalid(CARD_EXPIRY_MESSAGE)],
    ['date', dateRule, '2026-02-28', valid],
    ['date 30 February', dateRule, '2026-02-30', invalid(DATE_MESSAGE)],
    ['date of birth', dobRule, '1980-07-14', valid],
    ['date of birth before 1900', dobRule, '1899-12-31', invalid(DOB_MESSAGE)],
    ['date and time', dateTimeRule, '2026-12-01T09:30', valid],
    ['date and time with seconds', dateTimeRule, '2026-12-01T09:30:15', valid],
    ['date and time at 24:00', dateTimeRule, '2026-12-01T24:00', invalid(DATE_TIME_MESSAGE)],
    ['date only where a time is needed', dateTimeRule, '2026-12-01', invalid(DATE_TIME_MESSAGE)],
    ['rego', lettersAndDigitsRule, 'ABC 123', valid],
    ['rego with a hyphen', lettersAndDigitsRule, 'ABC-123', invalid(LETTERS_AND_DIGITS_MESSAGE)],
  ])('%s: %s', (_, rule, value, expected) => expect(rule(value)).toEqual(expected));
});

describe('ruleOf: the rule a compiled field schema names', () => {
  it('configures the phone rule from the schema (variant and test number)', () => {
    const rule = ruleOf({ 'x-rule': 'phone', 'x-phone-variant': 'nz', 'x-test-phone-number': '123' })!;
    expect(rule('0412 345 678')).toEqual(invalid(NZ_PHONE_MESSAGE));
    expect(rule('1 2 3')).toEqual(valid);
  });

  it('phone without a variant is Australian; another variant keeps its own message', () => {
    expect(ruleOf({ 'x-rule': 'phone' })!('02 9999 0000')).toEqual(valid);
    expect(ruleOf({ 'x-rule': 'phone', 'x-phone-variant': 'us' })!('02 9999 0000')).toEqual(invalid(US_PHONE_MESSAGE));
  });

  it('a field without x-rule has no rule', () => {
    expect(ruleOf({ type: 'string' })).toBeUndefined();
  });
});
