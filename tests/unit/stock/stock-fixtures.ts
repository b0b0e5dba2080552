// Helpers for the stock tests: a CSV writer (the inverse of the importer's cell conversion),
// small generated stock, and throw-away TENANTS_DIR copies so no test touches tenants/.
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Car } from '../../../schemas/types/car';
import { generateStock } from '../../../builder-cli/stock/generate';
import { CAR_FIELDS } from '../../../builder-cli/stock/stock-cells';
import { loadProfiles, selectProfile } from '../../../builder-cli/stock/profile';
import { readTenantInfo } from '../../../builder-cli/stock/tenant-info';
import { repoRoot } from '../../helpers/tenants';

export const repoTenants = path.join(repoRoot, 'tenants');

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Cars as CSV with every Car field as a column (header first), rows ending in \n. */
export function toCsv(cars: readonly Car[], fields: readonly string[] = CAR_FIELDS): string {
  const lines = [fields.join(','), ...cars.map((car) => fields.map((f) => csvCell((car as unknown as Record<string, unknown>)[f])).join(','))];
  return lines.join('\n') + '\n';
}

/** A few generated cars of a sample tenant (read-only use of tenants/). */
export function sampleCars(slug: string, count: number, seed = 5): Car[] {
  const tenant = readTenantInfo(repoTenants, slug);
  const profile = selectProfile(loadProfiles(), tenant.traits)!;
  return generateStock({ tenant, profile, seed, count }).cars;
}

/**
 * A temporary TENANTS_DIR holding copies of the given tenants' site.json and locations.json
 * (no stock.json) and the templates' site.json files, which is all the stock commands read.
 */
export function tempTenants(slugs: readonly string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'stock-tenants-'));
  for (const slug of slugs) {
    for (const file of ['site.json', 'locations.json']) {
      const from = path.join(repoTenants, slug, file);
      if (existsSync(from)) cpSync(from, path.join(root, slug, file));
    }
  }
  for (const template of readdirSync(path.join(repoTenants, '_templates'))) {
    cpSync(path.join(repoTenants, '_templates', template, 'site.json'), path.join(root, '_templates', template, 'site.json'));
  }
  return root;
}
