// A problem found in a tenant's documents, reported like a compiler:
// `file:line:col severity code pointer message (hint)`, 1-based line and column.

export type Severity = 'error' | 'warning';

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
  | 'unknown-field-type';

export interface Problem {
  file: string;
  line: number;
  col: number;
  severity: Severity;
  code: RuleCode;
  pointer: string;
  message: string;
  hint?: string;
}

export function formatProblem(p: Problem): string {
  const hint = p.hint ? ` (${p.hint})` : '';
  return `${p.file}:${p.line}:${p.col} ${p.severity} ${p.code} ${p.pointer || '/'} ${p.message}${hint}`;
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}
