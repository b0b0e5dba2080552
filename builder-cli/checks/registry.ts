// The checks come from their folders (registry.gen.ts, written by `npm run gen`); the loader's own
// rule codes are listed here. Adding a check: a folder builder-cli/checks/<code>/ (see docs/checks/README.md).
import type { RuleCode } from '../../server/tenants/problem';
import type { Check, CheckCode } from './check';
import { CHECKS } from './registry.gen';

export { CHECKS };

/**
 * The loader's own rules (server/tenants): the server refuses a tenant that breaks one, so they
 * always run, as errors, and are documented together in docs/rule-codes.md.
 */
export const LOADER_CODES: readonly RuleCode[] = [
  'json-syntax',
  'schema',
  'unknown-property',
  'block-type',
  'block-props',
  'layout-props',
  'duplicate-path',
  'missing-reference',
  'unknown-template',
  'unknown-token',
  'slug-mismatch',
  'missing-document',
  'stock-row',
  'unknown-field-type',
  'schema-version',
  'override-selector',
];

export function checkOf(code: string): Check | undefined {
  return CHECKS.find((c) => c.meta.code === code);
}

export function docsOfCode(code: RuleCode | CheckCode): string {
  return checkOf(code)?.meta.docs ?? `docs/rule-codes.md#${code}`;
}
