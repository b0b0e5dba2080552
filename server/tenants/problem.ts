// A problem found in a tenant's documents, reported like a compiler:
// `file:line:col severity code pointer message (hint)`, 1-based line and column.

export type Severity = 'error' | 'warning' | 'info';

/** Most severe first: a --fail-level fails on its own level and every level before it. */
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

/** Stable rule codes; docs/authoring.md explains each. */
export type RuleCode =
  | 'json-syntax'
  | 'schema'
  | 'unknown-property'
  | 'block-type'
  | 'block-props'
  | 'layout-props'
  | 'duplicate-path'
  | 'missing-reference'
  | 'unknown-template'
  | 'unknown-token'
  | 'slug-mismatch'
  | 'missing-document'
  | 'stock-row'
  | 'unknown-field-type'
  | 'schema-version';

/** Codes of the linter checks in builder-cli/checks/ (run by `builder-cli validate`, not by the server). */
export type CheckCode =
  | 'unknown-manufacturer'
  | 'duplicate-domain'
  | 'locale-phone'
  | 'locale-postcode'
  | 'missing-image'
  | 'image-dimensions'
  | 'offer-model'
  | 'opening-hours'
  | 'lead-delivery'
  | 'unreachable-page'
  | 'internal-link'
  | 'trailing-slash'
  | 'shadowed-route'
  | 'schema-ref'
  | 'au-drive-away-price'
  | 'nsw-dealer-licence'
  | 'vic-used-total-price'
  | 'nz-consumer-information'
  | 'us-zip-code';

/** A safe, mechanical edit `validate --fix` may apply: the new text of one file. */
export interface Fix {
  description: string;
  /** Absolute path of the file the fix edits. */
  path: string;
  apply(text: string): string;
}

export interface Problem {
  file: string;
  line: number;
  col: number;
  severity: Severity;
  code: RuleCode | CheckCode;
  pointer: string;
  message: string;
  hint?: string;
  /** End of the offending value (exclusive, 1-based); the start when unknown. */
  endLine?: number;
  endCol?: number;
  fix?: Fix;
  /** Possible corrections that need a person's judgement: printed, never applied. */
  suggestions?: string[];
}

export function formatProblem(p: Omit<Problem, 'fix'>): string {
  const hint = p.hint ? ` (${p.hint})` : '';
  return `${p.file}:${p.line}:${p.col} ${p.severity} ${p.code} ${p.pointer || '/'} ${p.message}${hint}`;
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}
