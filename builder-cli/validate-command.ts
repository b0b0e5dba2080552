import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadTenant } from '../server/tenants/load-tenant';
import { listTenantDirs, tenantsDir } from '../server/tenants/tenant-registry';
import { formatProblem, hasErrors, type Problem } from '../server/tenants/problem';
import { UsageError } from './usage-error';

export async function validateCommand(dirs: string[], opts: { format: string }): Promise<number> {
  if (opts.format !== 'text' && opts.format !== 'json') throw new UsageError(`--format must be text or json, not "${opts.format}"`);
  const targets = dirs.length ? dirs.map((d) => path.resolve(d)) : await listTenantDirs(tenantsDir());
  for (const dir of targets) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`no tenant folder at ${dir}`);
  }
  if (targets.length === 0) throw new UsageError(`no tenants found under ${tenantsDir()}`);

  const problems: (Problem & { tenant: string })[] = [];
  for (const dir of targets) {
    const load = await loadTenant(dir);
    problems.push(...load.problems.map((p) => ({ tenant: load.slug, ...p })));
  }
  if (opts.format === 'json') {
    process.stdout.write(JSON.stringify(problems, null, 2) + '\n');
  } else {
    for (const p of problems) process.stdout.write(formatProblem(p) + '\n');
    const errors = problems.filter((p) => p.severity === 'error').length;
    process.stderr.write(`${targets.length} tenant${targets.length === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${problems.length - errors} warning${problems.length - errors === 1 ? '' : 's'}\n`);
  }
  return hasErrors(problems) ? 1 : 0;
}
