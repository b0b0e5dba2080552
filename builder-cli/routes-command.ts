// `builder-cli routes <slug>`: the tenant's whole route table (runtime/lib/route-table.ts), the
// same one the server matches and the browser router is built from.
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
  const tenant = load.tenant;
  const rows = tenant.routes.map((r) => {
    const detail =
      r.kind === 'page'
        ? tenant.pages[r.page!]!.title
        : r.kind === 'form'
          ? `form ${r.form!.form}`
          : r.kind === 'redirect'
            ? `-> ${r.to === 'legacy' ? '(link rules)' : r.to}`
            : '';
    return [r.path, r.kind, r.source, detail] as const;
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), ['PATH', 'KIND', 'SOURCE'][i]!.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c))
      .join('  ')
      .trimEnd();
  console.log(line(['PATH', 'KIND', 'SOURCE', 'DETAIL']));
  for (const row of rows) console.log(line(row));
  console.log(`\nHosts: ${tenant.hosts.join(', ')}`);
  return 0;
}
