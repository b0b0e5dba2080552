// What one tenant's checks need to know about the others: which tenant claims which domain.
// Read straight from each sibling's site.json (no merge, no validation), so validating one tenant
// still sees every other tenant's domains.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ProjectIndex {
  /** Host name (lower case, no port) -> slugs of the tenants that list it in `domains`. */
  domainOwners: ReadonlyMap<string, readonly string[]>;
}

export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export function readProjectIndex(tenantsDirs: readonly string[]): ProjectIndex {
  const owners = new Map<string, string[]>();
  for (const root of new Set(tenantsDirs)) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const file = path.join(root, entry.name, 'site.json');
      if (!existsSync(file)) continue;
      let domains: unknown;
      try {
        domains = (JSON.parse(readFileSync(file, 'utf8')) as { domains?: unknown }).domains;
      } catch {
        continue; // the loader reports the syntax error
      }
      if (!Array.isArray(domains)) continue;
      for (const d of domains) {
        if (typeof d !== 'string') continue;
        const key = normaliseDomain(d);
        const list = owners.get(key) ?? [];
        if (!list.includes(entry.name)) list.push(entry.name);
        owners.set(key, list);
      }
    }
  }
  return { domainOwners: owners };
}
