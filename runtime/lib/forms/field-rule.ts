// A field type's own rule (runtime/forms/fields/<type>/rule.ts), for a type whose rule no other type
// shares: the folder holds it, and `npm run gen` lists it in field-rules.gen.ts, so adding it edits
// nothing else. A field names it with `"x-rule": "<type>"` in its schema fragment.
import type { RuleResult } from './rule-result';

/** What a folder's rule knows of the site, written into the compiled field (`x-country`). */
interface FieldRuleContext {
  /** ISO 3166-1 alpha-2 country of the site's locale module. */
  country: string;
}

export type FieldRule = (value: string, context: FieldRuleContext) => RuleResult;

export function defineFieldRule(rule: FieldRule): FieldRule {
  return rule;
}
