// Where tenants live on disk: the tenants directory and its tenant folders. Nothing here reads a
// tenant, so tools and tests can list tenants without loading the tenant pipeline.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The folder of shared templates inside a tenants directory. */
export const TEMPLATES_FOLDER = '_templates';

export function tenantsDir(): string {
  return path.resolve(process.env.TENANTS_DIR ?? 'tenants');
}

/** Tenant folders under a tenants directory (every folder with a site.json, templates excluded). */
export async function listTenantDirs(root: string = tenantsDir()): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && e.name !== TEMPLATES_FOLDER && !e.name.startsWith('.') && !e.name.startsWith('_'))
    .map((e) => path.join(root, e.name))
    .sort();
}
