// builder-cli migrate [tenantDirs...] [--write]: upgrades stored documents through the migration
// table. Without --write it prints what would change, line by line; with it, it rewrites the files
// (minimal edits, layout kept). Default: every tenant and template under TENANTS_DIR.
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../server/tenants/json-document';
import { TEMPLATES_FOLDER } from '../server/tenants/tenant-dirs';
import { OVERRIDE_ROOTS } from '../runtime/lib/override-layers';
import { listTenantDirs, tenantsDir } from '../server/tenants/tenant-dirs';
import { migratedText } from '../server/tenants/upgrade-document';
import { UsageError } from './usage-error';
import { routingFromLeadDelivery } from '../runtime/lib/lead-routing/from-lead-delivery';
import type { LeadDestination } from '../schemas/types/site';

/**
 * The lead-routing.json a folder's site.json `leadDelivery` becomes (one default rule to the same
 * destinations), or null when the folder has a routing file already or no destinations.
 */
async function routingFileFor(dir: string): Promise<{ file: string; text: string } | null> {
  const file = path.join(dir, 'lead-routing.json');
  const siteFile = path.join(dir, 'site.json');
  if (existsSync(file) || !existsSync(siteFile)) return null;
  let site: { leadDelivery?: unknown };
  try {
    site = JSON.parse(await readFile(siteFile, 'utf8')) as { leadDelivery?: unknown };
  } catch {
    return null; // not JSON: validate reports json-syntax
  }
  if (!Array.isArray(site.leadDelivery)) return null;
  const doc = routingFromLeadDelivery(site.leadDelivery as LeadDestination[]);
  return doc ? { file, text: JSON.stringify(doc, null, 2) + '\n' } : null;
}

async function documentsOf(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.json')) files.push(path.join(dir, entry.name));
    if (entry.isDirectory() && (entry.name === 'pages' || entry.name === 'forms')) {
      for (const f of await readdir(path.join(dir, entry.name))) if (f.endsWith('.json')) files.push(path.join(dir, entry.name, f));
    }
  }
  return files.sort();
}

/** Changed lines as `-old` / `+new` under `@@ line N @@` (N: the old file's line), from a longest-common-subsequence diff. */
function lineDiff(file: string, before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out = [`--- ${file}`, `+++ ${file} (migrated)`];
  let i = 0;
  let j = 0;
  let removed: string[] = [];
  let added: string[] = [];
  let hunkAt = 0;
  const flush = () => {
    if (removed.length || added.length) out.push(`@@ line ${hunkAt + 1} @@`, ...removed, ...added);
    removed = [];
    added = [];
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      if (!removed.length && !added.length) hunkAt = i;
      added.push(`+${b[j++]}`);
    } else {
      if (!removed.length && !added.length) hunkAt = i;
      removed.push(`-${a[i++]}`);
    }
  }
  flush();
  return out.join('\n');
}

export async function migrateCommand(dirs: string[], opts: { write?: boolean; leadRouting?: boolean }): Promise<number> {
  let targets: string[];
  if (dirs.length) {
    targets = dirs.map((d) => path.resolve(d));
    for (const d of targets) if (!existsSync(d) || !statSync(d).isDirectory()) throw new UsageError(`no tenant folder at ${d}`);
  } else {
    const root = tenantsDir();
    // Templates and the manufacturer and dealer group override folders, then the tenants.
    const shared: string[] = [];
    for (const folder of [TEMPLATES_FOLDER, ...Object.values(OVERRIDE_ROOTS)]) {
      const parent = path.join(root, folder);
      if (!existsSync(parent)) continue;
      for (const e of await readdir(parent, { withFileTypes: true })) if (e.isDirectory()) shared.push(path.join(parent, e.name));
    }
    targets = [...shared, ...(await listTenantDirs(root))];
  }
  let changed = 0;
  for (const dir of targets) {
    for (const file of await documentsOf(dir)) {
      const before = await readFile(file, 'utf8');
      let after: string | null;
      try {
        after = migratedText(file, before);
      } catch {
        continue; // not JSON: validate reports json-syntax
      }
      if (after === null) continue;
      changed++;
      if (opts.write) await writeFile(file, after);
      else process.stdout.write(lineDiff(displayPath(file), before, after) + '\n');
    }
    // Today's leadDelivery becomes the default rule of a lead-routing.json (site.json keeps it, unread while the file exists).
    const routing = opts.leadRouting ? await routingFileFor(dir) : null;
    if (!routing) continue;
    changed++;
    if (opts.write) await writeFile(routing.file, routing.text, { flag: 'wx' });
    else
      process.stdout.write(
        lineDiff(displayPath(routing.file), '', routing.text.trimEnd()).replace(' (migrated)', ' (new, from site.json leadDelivery)') + '\n',
      );
  }
  const files = `${changed} document${changed === 1 ? '' : 's'}`;
  process.stderr.write(
    changed === 0
      ? 'every document is at the current schemaVersion\n'
      : opts.write
        ? `migrated ${files}\n`
        : `${files} to migrate: run again with --write to apply\n`,
  );
  return 0;
}
