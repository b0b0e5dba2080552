import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadTenant } from '../server/tenants/load-tenant';
import { tenantsDir } from '../server/tenants/tenant-registry';
import { formatProblem } from '../server/tenants/problem';
import { UsageError } from './usage-error';

export async function routesCommand(slug: string): Promise<number> {
  const dir = path.join(tenantsDir(), slug);
  if (!existsSync(path.join(dir, 'site.json'))) throw new UsageError(`no tenant "${slug}" under ${tenantsDir()}`);
  const load = await loadTenant(dir);
  if (!load.tenant) {
    for (const p of load.problems) console.error(formatProblem(p));
    return 1;
  }
  const rows = load.tenant.routes.map((r) => [r.path, `pages/${r.page}.json`, load.tenant!.pages[r.page]!.title] as const);
  const width = Math.max(...rows.map((r) => r[0].length), 4);
  const fileWidth = Math.max(...rows.map((r) => r[1].length), 4);
  console.log(`${'PATH'.padEnd(width)}  ${'PAGE'.padEnd(fileWidth)}  TITLE`);
  for (const [p, file, title] of rows) console.log(`${p.padEnd(width)}  ${file.padEnd(fileWidth)}  ${title}`);
  console.log(`${'*'.padEnd(width)}  ${'(built in)'.padEnd(fileWidth)}  Page not found (404)`);
  console.log(`\nHosts: ${load.tenant.hosts.join(', ')}`);
  return 0;
}
