import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { listTenantDirs, tenantsDir } from '../server/tenants/tenant-dirs';
import { displayPath } from '../server/tenants/json-document';
import { SEVERITIES, type Severity } from '../server/tenants/problem';
import type { LintProblem } from './checks/check';
import { lintTenants } from './checks/run-checks';
import { lintOnAllCores, type PrintedProblem } from './checks/lint-workers';
import { failsAt, formatOffense, toJsonReport } from './lint-output';
import { applyFixes } from './apply-fixes';
import { UsageError } from './usage-error';
import { printJson, printOut } from './terminal-output';

export interface ValidateOptions {
  format: string;
  failLevel?: string;
  fix?: boolean;
}

/** Passes of --fix at most (as ESLint): each applies the fixes that do not overlap, then lints again. */
const MAX_FIX_PASSES = 10;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A template's problem is found once per tenant that extends it: print it once. */
function unique<P extends PrintedProblem>(problems: P[]): P[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.col}:${p.code}:${p.pointer}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function validateCommand(dirs: string[], opts: ValidateOptions): Promise<number> {
  if (opts.format !== 'text' && opts.format !== 'json') throw new UsageError(`--format must be text or json, not "${opts.format}"`);
  const failLevel = (opts.failLevel ?? 'error') as Severity;
  if (!SEVERITIES.includes(failLevel)) throw new UsageError(`--fail-level must be error, warning or info, not "${opts.failLevel}"`);
  const targets = dirs.length ? dirs.map((d) => path.resolve(d)) : await listTenantDirs(tenantsDir());
  for (const dir of targets) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`no tenant folder at ${dir}`);
  }
  if (targets.length === 0) throw new UsageError(`no tenants found under ${tenantsDir()}`);

  let problems: PrintedProblem[];
  if (opts.fix) {
    // Fixes hold their edits, which the workers leave out of what they send back: --fix lints in this thread.
    const lint = async () => unique((await lintTenants(targets)).flatMap((t) => t.problems));
    let found: LintProblem[] = await lint();
    let fixed = 0;
    const files = new Set<string>();
    // Fixes whose ranges overlap wait for the next pass, made on the text the previous pass left.
    for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
      const outcome = await applyFixes(found);
      if (!outcome.files.length) break;
      fixed += outcome.fixed;
      for (const f of outcome.files) files.add(f);
      found = await lint();
    }
    problems = found;
    if (files.size) process.stderr.write(`fixed ${plural(fixed, 'problem')} in ${plural(files.size, 'file')}: ${[...files].map(displayPath).join(', ')}\n`);
  } else {
    problems = unique((await lintOnAllCores(targets)).flatMap((t) => t.problems));
  }
  if (opts.format === 'json') {
    printJson(toJsonReport(problems));
  } else {
    for (const p of problems) printOut(formatOffense(p));
    const count = (s: Severity) => problems.filter((p) => p.severity === s).length;
    const infos = count('info');
    process.stderr.write(
      `${plural(targets.length, 'tenant')} checked: ${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}${infos ? `, ${infos} info` : ''}\n`,
    );
  }
  return failsAt(problems, failLevel) ? 1 : 0;
}
