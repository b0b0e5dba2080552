// Which tenants the integration and e2e suites run against, and small lookups over them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tenant } from '../../server/tenants/tenant';
import { contentRoutes } from '../../runtime/lib/route-table';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const fixtureTenantsDir = path.join(repoRoot, 'tests', 'fixtures', 'tenants');

/**
 * The repo's tenants/ folder; `TEST_TENANTS_DIR` overrides it. Only while tenants/ holds no
 * tenant folder at all (templates only) do the suites fall back to the small fixture tenants,
 * so once sample tenants exist every one of them is covered, and an invalid one fails loudly.
 */
export async function testTenantsDir(): Promise<string> {
  if (process.env.TEST_TENANTS_DIR) return path.resolve(process.env.TEST_TENANTS_DIR);
  const { listTenantDirs } = await import('../../server/tenants/tenant-dirs');
  const repoTenants = path.join(repoRoot, 'tenants');
  if ((await listTenantDirs(repoTenants)).length > 0) return repoTenants;
  console.warn(`[tests] ${repoTenants} has no tenant folders yet; using the fixture tenants in ${fixtureTenantsDir}`);
  return fixtureTenantsDir;
}

/** A throw-away copy of the sample tenants a suite may change (its own fixtures). */
export interface TenantsCopy {
  dir: string;
  /** Reads a JSON file of the copy (path relative to it), lets `edit` change it, writes it back. */
  editJson(file: string, edit: (doc: any) => void): void; // eslint-disable-line @typescript-eslint/no-explicit-any -- any tenant document
  remove(): void;
}

export function copySampleTenants(prefix: string): TenantsCopy {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(repoRoot, 'tenants'), dir, { recursive: true });
  return {
    dir,
    editJson(file, edit) {
      const full = path.join(dir, file);
      const doc: unknown = JSON.parse(readFileSync(full, 'utf8'));
      edit(doc);
      writeFileSync(full, JSON.stringify(doc));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The tenant's route for `/` (its home page). */
export function homeRoute(tenant: Tenant) {
  const route = contentRoutes(tenant.routes).find((r) => r.path === '/');
  if (!route) throw new Error(`tenant ${tenant.slug} has no page at /`);
  return route;
}

/** Prefers the named slugs (in order), then fills up with the rest, preferring different locales. */
export function pickTenants(tenants: readonly Tenant[], count: number, preferred: readonly string[] = []): Tenant[] {
  const picked: Tenant[] = [];
  for (const slug of preferred) {
    const t = tenants.find((x) => x.slug === slug);
    if (t && picked.length < count) picked.push(t);
  }
  const rest = tenants.filter((t) => !picked.includes(t));
  while (picked.length < count && rest.length) {
    const locales = new Set(picked.map((t) => t.site.locale));
    const i = Math.max(
      0,
      rest.findIndex((t) => !locales.has(t.site.locale)),
    );
    picked.push(...rest.splice(i, 1));
  }
  return picked;
}

/** Visible text of a page's first block that declares a heading (hero, rich-text, card-grid ...). */
export function firstHeading(blocks: readonly { type: string; props?: Record<string, unknown> }[]): string | undefined {
  for (const block of blocks) {
    const heading = block.props?.heading;
    if (typeof heading === 'string' && heading.trim()) return heading;
  }
  return undefined;
}

/** Collapses whitespace so text from JSON compares with text from the DOM. */
export function squash(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Loads the valid tenants of a directory (an invalid one is logged by the registry and left out)
 * through the built server bundle: the code the test servers run, imported natively, once per
 * file for both. A server the file starts then reuses the schemas this load compiled, where the
 * TypeScript sources would be transformed and compiled a second time (decisions: "Suites load
 * tenants through the build"). Unit tests, which run without a build, use loadTenantsFromSource.
 */
export async function loadTenants(dir: string): Promise<Tenant[]> {
  const { builtServerModule } = await import('./server');
  const { TenantRegistry } = await builtServerModule();
  return (await TenantRegistry.load(dir)).tenants();
}

/** loadTenants from the TypeScript sources, for unit tests (they run without a build). */
export async function loadTenantsFromSource(dir: string): Promise<Tenant[]> {
  const { TenantRegistry } = await import('../../server/tenants/tenant-registry');
  return (await TenantRegistry.load(dir)).tenants();
}

/** The first of a list of tenants, failing clearly when none loaded. */
export function firstOf(tenants: readonly Tenant[]): Tenant {
  const tenant = tenants[0];
  if (!tenant) throw new Error('no valid tenant was loaded; see the validation errors above');
  return tenant;
}
