// How `builder-cli validate` prints offenses: compiler-style text, or JSON grouped by file.
import { formatProblem, SEVERITIES, type Severity } from '../server/tenants/problem';
import { docsOfCode } from './checks/registry';
import type { PrintedProblem } from './checks/lint-workers';

interface JsonOffense {
  check: string;
  severity: Severity;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  pointer: string;
  message: string;
  docs: string;
  fix?: { description: string };
  suggestions?: string[];
}

interface JsonFileReport {
  path: string;
  offenses: JsonOffense[];
}

function suggestionsOf(p: PrintedProblem): string[] {
  return [...(p.hint ? [p.hint] : []), ...(p.suggestions ?? []).map((s) => s.message)];
}

/** Offenses grouped by file (files in first-seen order, offenses by position); lines and columns 1-based. */
export function toJsonReport(problems: readonly PrintedProblem[]): JsonFileReport[] {
  const byFile = new Map<string, JsonOffense[]>();
  for (const p of problems) {
    const suggestions = suggestionsOf(p);
    const offense: JsonOffense = {
      check: p.code,
      severity: p.severity,
      line: p.line,
      column: p.col,
      endLine: p.endLine ?? p.line,
      endColumn: p.endCol ?? p.col,
      pointer: p.pointer || '/',
      message: p.message,
      docs: docsOfCode(p.code),
      ...(p.fix ? { fix: { description: p.fix.description } } : {}),
      ...(suggestions.length ? { suggestions } : {}),
    };
    byFile.set(p.file, [...(byFile.get(p.file) ?? []), offense]);
  }
  return [...byFile].map(([file, offenses]) => ({ path: file, offenses: offenses.sort((a, b) => a.line - b.line || a.column - b.column) }));
}

/** One line per offense: `file:line:col severity code pointer message (hint)`, and what --fix would do. */
export function formatOffense(p: PrintedProblem): string {
  const extra = [...(p.suggestions ?? []).map((s) => `suggestion: ${s.message}`), ...(p.fix ? [`fixable with --fix: ${p.fix.description}`] : [])];
  return formatProblem(p) + (extra.length ? ` [${extra.join('; ')}]` : '');
}

/** Whether any offense is at or above the fail level (error > warning > info). */
export function failsAt(problems: readonly PrintedProblem[], level: Severity): boolean {
  const limit = SEVERITIES.indexOf(level);
  return problems.some((p) => SEVERITIES.indexOf(p.severity) <= limit);
}
