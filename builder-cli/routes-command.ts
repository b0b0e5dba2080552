// `builder-cli routes <slug>`: the tenant's whole route table (runtime/lib/route-table.ts), the
// same one the server matches and the browser router is built from, with the layer (template,
// manufacturer, dealer group, tenant) each page file and site value comes from.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadTenant } from '../server/tenants/load-tenant';
import { tenantsDir } from '../server/tenants/tenant-dirs';
import { formatProblem } from '../server/tenants/problem';
import { UsageError } from './usage-error';
import { PARAM_DOMAIN_SOURCES, paramValues } from '../runtime/lib/route-params';
import { layerChain, sourceWithLayers } from './route-layers';

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
    return [r.path, r.kind, sourceWithLayers(r, load), detail] as const;
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), ['PATH', 'KIND', 'SOURCE'][i]!.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c))
      .join('  ')
      .trimEnd();
  console.log(line(['PATH', 'KIND', 'SOURCE', 'DETAIL']));
  for (const row of rows) console.log(line(row));
  const data = { site: tenant.publicSite, collections: tenant.collections, cars: tenant.stock, nowSeconds: Math.floor(Date.now() / 1000) };
  for (const r of tenant.routes) {
    for (const [name, domain] of Object.entries(r.params ?? {})) {
      const values = paramValues(domain, data) ?? [];
      const shown = values.map((v) => (v.redirectsTo ? `${v.value} (-> ${v.redirectsTo})` : v.value));
      console.log(
        `\n${r.path}  :${name} is one of the ${PARAM_DOMAIN_SOURCES[domain]} (${values.length}):${shown.length ? `\n  ${shown.join('\n  ')}` : ' none'}`,
      );
    }
  }
  console.log(`\nLayers (each overrides the one before): ${layerChain(load)}`);
  console.log(`\nHosts: ${tenant.hosts.join(', ')}`);
  return 0;
}
