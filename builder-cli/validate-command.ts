import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { listTenantDirs, tenantsDir } from '../server/tenants/tenant-registry';
import { displayPath } from '../server/tenants/json-document';
import { SEVERITIES, type Problem, type Severity } from '../server/tenants/problem';
import { lintTenants } from './checks/run-checks';
import { lintOnAllCores, type PrintedProblem } from './checks/lint-workers';
import { failsAt, formatOffense, toJsonReport } from './lint-output';
import { applyFixes } from './apply-fixes';
import { UsageError } from './usage-error';

export interface ValidateOptions {
  format: string;
  failLevel?: string;
  fix?: boolean;
}

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
    // Fixes are functions, which a worker thread cannot send back: --fix lints in this thread.
    const found: Problem[] = unique((await lintTenants(targets)).flatMap((t) => t.problems));
    const outcome = await applyFixes(found);
    problems = found;
    if (outcome.files.length) {
      process.stderr.write(
        `fixed ${plural(outcome.fixed, 'problem')} in ${plural(outcome.files.length, 'file')}: ${outcome.files.map(displayPath).join(', ')}\n`,
      );
      problems = unique((await lintOnAllCores(targets)).flatMap((t) => t.problems));
    }
  } else {
    problems = unique((await lintOnAllCores(targets)).flatMap((t) => t.problems));
  }
  if (opts.format === 'json') {
    process.stdout.write(JSON.stringify(toJsonReport(problems), null, 2) + '\n');
  } else {
    for (const p of problems) process.stdout.write(formatOffense(p) + '\n');
    const count = (s: Severity) => problems.filter((p) => p.severity === s).length;
    const infos = count('info');
    process.stderr.write(
      `${plural(targets.length, 'tenant')} checked: ${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}${infos ? `, ${infos} info` : ''}\n`,
    );
  }
  return failsAt(problems, failLevel) ? 1 : 0;
}
