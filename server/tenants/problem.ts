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
  | 'schema-version'
  | 'override-selector';

/**
 * One replacement in a file's text as it was read: characters [start, end) (0-based offsets)
 * become `text`. An insertion has start === end.
 */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * A safe, mechanical edit `validate --fix` may apply (theme-check's `fix(corrector)`): ranges of one
 * file and their replacement text, never a whole-file rewrite. Plain data, so a worker thread can
 * send it back.
 */
export interface Fix {
  description: string;
  /** Absolute path of the file the fix edits. */
  path: string;
  edits: TextEdit[];
}

/** A correction that needs a person's judgement: printed, never applied by --fix; `fix` when it is mechanical once chosen. */
export interface Suggestion {
  message: string;
  fix?: Fix;
}

/**
 * A problem of the loader (`Code` its RuleCode); builder-cli's checks report the same shape with
 * their own codes (builder-cli/checks/check.ts: LintProblem).
 */
export interface Problem<Code extends string = RuleCode> {
  file: string;
  line: number;
  col: number;
  severity: Severity;
  code: Code;
  pointer: string;
  message: string;
  hint?: string;
  /** End of the offending value (exclusive, 1-based); the start when unknown. */
  endLine?: number;
  endCol?: number;
  fix?: Fix;
  suggestions?: Suggestion[];
}

export function formatProblem(p: Omit<Problem<string>, 'fix'>): string {
  const hint = p.hint ? ` (${p.hint})` : '';
  return `${p.file}:${p.line}:${p.col} ${p.severity} ${p.code} ${p.pointer || '/'} ${p.message}${hint}`;
}

export function hasErrors(problems: readonly Problem<string>[]): boolean {
  return problems.some((p) => p.severity === 'error');
}
