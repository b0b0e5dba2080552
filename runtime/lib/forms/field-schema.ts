// The JSON Schema of one form field as compiled at tenant load: plain JSON Schema plus our
// annotations, so the browser and the server read the same rules from the same schema.
import type { PhoneVariant } from './phone';
import type { PostcodeVariant } from './postcode';
import type { DependsOn } from './conditions';
import type { FolderRuleName } from './field-rules.gen';

export type RuleName = 'phone' | 'postcode' | 'email' | 'name' | 'cardNumber' | 'ccExpiration' | 'dateTime' | 'date' | 'dob' | 'licenseNumber' | 'rego';

/** A message for every failure, or one per failed keyword ("required", "pattern", "x-rule" ...) with "default" for the rest. */
type FieldMessage = string | Partial<Record<string, string>>;

export interface FieldSchema {
  type?: string | string[];
  title?: string;
  default?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  items?: unknown;
  /** A pure rule of runtime/lib/forms, or a field folder's own (field-rules.gen.ts), run after the schema keywords. */
  'x-rule'?: RuleName | FolderRuleName;
  /** For a folder's rule: the site's country (written when the form is compiled). */
  'x-country'?: string;
  /** Replaces the default wording (spec section 5: a requirement may be replaced by a custom one). */
  'x-message'?: FieldMessage;
  'x-phone-variant'?: PhoneVariant;
  'x-test-phone-number'?: string;
  /** us: a 5-digit ZIP code instead of the 4-digit postcode. */
  'x-postcode-variant'?: PostcodeVariant;
  /** Shown only while this field is filled and error-free (or has the given value). */
  'x-depends-on'?: DependsOn;
  /** A conditional field that is required while it is shown (it cannot sit in the static `required`). */
  'x-required'?: boolean;
  /** In a field type's fragment: not required by default (opt-in, hidden, rego). */
  'x-optional'?: boolean;
  [keyword: string]: unknown;
}

/** One step's schema: an object of fields. */
export interface StepSchema {
  type?: 'object';
  properties?: Record<string, FieldSchema>;
  required?: string[];
  [keyword: string]: unknown;
}

export function fieldsOf(step: StepSchema): Record<string, FieldSchema> {
  const properties = step.properties;
  return properties && typeof properties === 'object' ? properties : {};
}
