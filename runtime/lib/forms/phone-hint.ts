// What is wrong with a phone number a locale rejects, in digits: the hint `validate` prints after
// the spec's message ("Must be an Australian number. 8 digits after the area code; this has 7").
// The counts are per-country knowledge, so each locale module says them (its `phoneHints`); this
// file refuses letters and hands the rule's digits over. Server and CLI only: the forms show the
// spec's message alone.
import { normalisePhone, stripPhone, type PhoneVariant } from './phone';
import { PHONE_HINTS } from './phone-hints.gen';
import { PHONE_RULES } from './phone-rules.gen';

/** A hint for a rejected number, or undefined when no count explains it (a wrong prefix, a rule whose module has no hint). */
export function phoneHint(variant: PhoneVariant, value: string): string | undefined {
  if (/[a-z]/i.test(value)) return 'a phone number has digits only (spaces, brackets and + are fine)';
  const digits = PHONE_RULES[variant].normalise === 'strip' ? stripPhone(value) : normalisePhone(value);
  return PHONE_HINTS[variant]?.(digits);
}
