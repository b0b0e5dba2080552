// builder-cli stock generate | import. Exit codes: 0 ok, 1 invalid rows or server refused, 2 usage.
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../../server/tenants/json-document';
import { tenantsDir } from '../../server/tenants/tenant-dirs';
import { EXIT, UsageError } from '../usage-error';
import { DEFAULT_NOW, DEFAULT_SEED, generateStock, STOCK_SCHEMA_REF, type StockDocument } from './generate';
import { notifyStockServer } from './notify-server';
import { formatOf, parseStock } from './parse-stock';
import { carsOf, checkRows, formatStockProblem, type StockProblem } from './stock-rows';
import { forSite, loadProfiles, selectProfile, siteProfile, type StockProfile } from './profile';
import { loadMakeTable, NoModelsError } from './make-catalog';
import { formatStockJson, writeFileAtomic } from './stock-file';
import { MAPPING_FILE, readColumnMapping } from './column-mapping';
import { formatSummary, summariseImport } from './import-summary';
import { isTenant, readTenantInfo, tenantDirOf } from './tenant-info';
import { printOut } from '../terminal-output';
import { openDatabaseImport, type DatabaseImport } from './database-import';
import { csvFeedWarnings } from './feed-warnings';
import { loadTenant } from '../../server/tenants/load-tenant';
import type { Site } from '../../schemas/types/site';
import { unknownOption } from '../../runtime/lib/unknown-option';

export interface GenerateOptions {
  count?: string;
  seed?: string;
  now?: string;
  profile?: string;
  out?: string;
}

export interface ImportOptions {
  dryRun?: boolean;
  allowEmpty?: boolean;
  skipInvalid?: boolean;
  mapping?: string;
}

/** Feeds at least this long show a progress bar (on a terminal only). */
const PROGRESS_FROM_ROWS = 2000;

async function previousCars(file: string): Promise<Partial<StockDocument['cars'][number]>[]> {
  try {
    const cars = (JSON.parse(await readFile(file, 'utf8')) as { cars?: unknown }).cars;
    return Array.isArray(cars) ? (cars as Partial<StockDocument['cars'][number]>[]) : [];
  } catch {
    return [];
  }
}

/** A cli-progress bar on stderr for a long feed when a terminal watches; otherwise nothing. */
async function progressReporter(text: string): Promise<{ onProgress?: (done: number, total: number) => void; stop(): void }> {
  const lines = text.split('\n').length;
  if (!process.stderr.isTTY || lines < PROGRESS_FROM_ROWS) return { stop() {} };
  const { SingleBar, Presets } = (await import('cli-progress')).default;
  const bar = new SingleBar({ stream: process.stderr, format: 'checking rows [{bar}] {value}/{total}', hideCursor: true }, Presets.shades_classic);
  let started = false;
  return {
    onProgress(done, total) {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

function requireTenant(slug: string): string {
  const root = tenantsDir();
  if (!isTenant(root, slug)) throw new UsageError(`unknown tenant "${slug}": no ${path.join(displayPath(root), slug, 'site.json')}`);
  return root;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function summary(doc: StockDocument): string {
  const count = (pick: (c: StockDocument['cars'][number]) => boolean) => doc.cars.filter(pick).length;
  const types = (['new', 'demo', 'used'] as const).map((t) => [t, count((c) => c.car_type === t)] as const).filter(([, n]) => n > 0);
  return `${plural(doc.cars.length, 'car')} (${types.map(([t, n]) => `${n} ${t}`).join(', ')}; ${count((c) => c.status === 'sold')} sold, ${count((c) => c.status === 'coming_soon')} coming soon)`;
}

export async function stockGenerateCommand(slug: string, opts: GenerateOptions): Promise<number> {
  const root = requireTenant(slug);
  const count = opts.count === undefined ? undefined : Number(opts.count);
  if (count !== undefined && (!/^\d+$/.test(opts.count!) || count < 1 || count > 100_000))
    throw new UsageError(`--count must be a whole number from 1 to 100000, not "${opts.count}"`);
  const seed = opts.seed === undefined ? DEFAULT_SEED : Number(opts.seed);
  if (opts.seed !== undefined && (!/^\d+$/.test(opts.seed) || seed > 0xffffffff))
    throw new UsageError(`--seed must be a whole number from 0 to 4294967295, not "${opts.seed}"`);
  const now = opts.now ?? DEFAULT_NOW;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(now) || Number.isNaN(Date.parse(now)))
    throw new UsageError(`--now must be an ISO date such as ${DEFAULT_NOW}, not "${now}"`);

  const tenant = readTenantInfo(root, slug);
  const profiles = loadProfiles();
  // A site's own profile (data in its folder or its templates') comes first; then the best built-in
  // match; the generic profile matches any site, so a make without a profile still gets stock.
  const chosen =
    opts.profile !== undefined
      ? profiles.get(opts.profile)
      : (siteProfile([...(tenant.traits.template ? [path.join(root, '_templates', tenant.traits.template)] : []), tenantDirOf(root, slug)]) ??
        selectProfile(profiles, tenant.traits));
  let profile: StockProfile | undefined;
  try {
    const makes = { table: loadMakeTable(), dealerModels: tenant.models, nowYear: new Date(now).getUTCFullYear() };
    profile = chosen && forSite(chosen, tenant.traits.manufacturer, makes);
  } catch (error) {
    if (error instanceof NoModelsError) throw new UsageError(error.message);
    throw error;
  }
  if (!profile) {
    const names = [...profiles.keys()].join(', ');
    if (opts.profile !== undefined) throw new UsageError(`unknown stock profile "${opts.profile}"; profiles: ${names}`);
    const t = tenant.traits;
    throw new UsageError(
      `no stock profile matches ${slug} (template ${t.template ?? 'none'}, manufacturer ${t.manufacturer ?? 'none'}, locale ${t.locale ?? 'none'}); pass --profile with one of: ${names}`,
    );
  }

  const doc = generateStock({ tenant, profile, seed, now, ...(count !== undefined ? { count } : {}) });
  const out = path.resolve(opts.out ?? path.join(tenantDirOf(root, slug), 'stock.json'));
  const file = displayPath(out);
  // Guard: the generator must only ever write valid, unique rows.
  const problems = checkRows(
    file,
    doc.cars.map((data, index) => ({ index, data, line: index + 1 })),
    (row) => ({ line: row.line }),
  );
  if (problems.length) {
    for (const p of problems) printOut(formatStockProblem(p));
    process.stderr.write(`generated stock for ${slug} is invalid (a generator bug): nothing written\n`);
    return EXIT.invalid;
  }
  await writeFileAtomic(out, formatStockJson(doc));
  process.stderr.write(`wrote ${file}: ${summary(doc)} from profile ${profile.name}, seed ${seed}, now ${doc.generated!.at}\n`);
  return EXIT.ok;
}

export async function stockImportCommand(slug: string, feed: string, opts: ImportOptions): Promise<number> {
  const root = requireTenant(slug);
  const format = formatOf(feed);
  if (!format) throw new UsageError(`cannot import "${feed}": use a .json or .csv file`);
  const absolute = path.resolve(feed);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${feed}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  const file = displayPath(absolute);
  const mappingFile = opts.mapping !== undefined ? path.resolve(opts.mapping) : path.join(tenantDirOf(root, slug), MAPPING_FILE);
  if (opts.mapping !== undefined && !existsSync(mappingFile)) throw new UsageError(`cannot read --mapping ${opts.mapping}: no such file`);
  const mapping = format === 'csv' ? readColumnMapping(mappingFile) : null;
  const progress = await progressReporter(text);
  const parsed = parseStock(file, text, format, { mapping, ...(progress.onProgress ? { onProgress: progress.onProgress } : {}) });
  progress.stop();
  // With --skip-invalid only row problems may be skipped; a broken feed is never half-read.
  const rowOnly = parsed.problems.every((p) => p.code === 'stock-row' && p.row !== undefined);
  const rejectedRows = new Set(parsed.problems.map((p) => p.row).filter((r): r is number => r !== undefined));
  if (parsed.problems.length) {
    for (const p of parsed.problems) printOut(formatStockProblem(p));
    if (!opts.skipInvalid || !rowOnly) {
      const rowsWithProblems = new Set(parsed.problems.map((p: StockProblem) => p.line)).size;
      process.stderr.write(
        `${file}: ${plural(parsed.problems.length, 'problem')} on ${plural(rowsWithProblems, 'line')} of ${plural(parsed.rows.length, 'car')}: nothing written${rowOnly ? ' (--skip-invalid imports the other rows)' : ''}\n`,
      );
      return EXIT.invalid;
    }
  }
  const kept = { ...parsed, rows: parsed.rows.filter((r) => !rejectedRows.has(r.index)) };
  if (kept.rows.length === 0 && !opts.allowEmpty) {
    process.stdout.write(
      formatStockProblem({
        file,
        line: 1,
        ...(format === 'json' ? { col: 1 } : {}),
        code: 'stock-document',
        pointer: '/',
        message: 'the feed has no cars (pass --allow-empty to clear the stock)',
      }) + '\n',
    );
    process.stderr.write(`${file}: no cars: nothing written\n`);
    return EXIT.invalid;
  }
  if (format === 'csv') {
    // Rows the website takes but a channel feed would reject: warned at their CSV cell, not refused.
    const site = (await loadTenant(tenantDirOf(root, slug), { cars: false, freeze: false })).sources?.site.data as Site | undefined;
    if (site) for (const line of csvFeedWarnings(file, text, kept.rows, site, mapping)) printOut(line);
  }
  const doc: StockDocument = {
    $schema: STOCK_SCHEMA_REF,
    schemaVersion: 1,
    ...(parsed.generated ? { generated: parsed.generated as StockDocument['generated'] } : {}),
    cars: carsOf(kept),
  };
  const target = path.join(tenantDirOf(root, slug), 'stock.json');
  const database = await openDatabaseImport(slug);
  if (database) return importIntoDatabase(database, slug, file, doc, rejectedRows.size, opts);
  const changes = formatSummary(summariseImport(await previousCars(target), doc.cars, rejectedRows.size));
  if (opts.dryRun) {
    process.stderr.write(`${file}: ${summary(doc)} valid (${changes}); dry run: nothing written\n`);
    return EXIT.ok;
  }

  await writeFileAtomic(target, formatStockJson(doc));
  const written = `stock written to ${displayPath(target)}: ${summary(doc)}; ${changes}`;
  const outcome = await notifyStockServer(slug);
  switch (outcome.kind) {
    case 'reindexed': {
      const reply = outcome.body && typeof outcome.body === 'object' ? ` (${JSON.stringify(outcome.body)})` : '';
      process.stderr.write(`${written}; the server at ${outcome.url} reindexed it${reply}\n`);
      return EXIT.ok;
    }
    case 'no-server':
      process.stderr.write(`${written}; no server at ${outcome.url} to reindex — it will load the new stock when it starts\n`);
      return EXIT.ok;
    case 'refused': {
      const hint =
        outcome.status === 401 ? ` (set ${outcome.keyVariable} or STOCK_ADMIN_KEY to the server's admin key${outcome.keySet ? '' : '; neither is set'})` : '';
      process.stderr.write(`${written}\nbuilder-cli: the server at ${outcome.url} refused to reindex: ${outcome.status} ${outcome.error}${hint}\n`);
      return EXIT.invalid;
    }
    case 'failed':
      process.stderr.write(`${written}\nbuilder-cli: could not ask the server at ${outcome.url} to reindex: ${outcome.error}\n`);
      return EXIT.invalid;
    default:
      return unknownOption(outcome);
  }
}

/** The import with DATABASE_URL: one transaction, and every server reloads the tenant (no server call needed). */
async function importIntoDatabase(
  database: DatabaseImport,
  slug: string,
  file: string,
  doc: StockDocument,
  rejected: number,
  opts: ImportOptions,
): Promise<number> {
  try {
    const changes = formatSummary(summariseImport(database.previous, doc.cars, rejected));
    if (opts.dryRun) {
      process.stderr.write(`${file}: ${summary(doc)} valid (${changes}); dry run: nothing written\n`);
      return EXIT.ok;
    }
    const version = await database.write(doc.cars);
    process.stderr.write(`stock of ${slug} written to the database (version ${version}): ${summary(doc)}; ${changes}; every server reloads it\n`);
    return EXIT.ok;
  } finally {
    await database.close();
  }
}

/** Adds `stock generate` and `stock import` to the CLI. */
export function registerStockCommands(program: Command): void {
  const stock = program.command('stock').description("Generate or import a tenant's vehicle stock (tenants/<slug>/stock.json).");

  stock
    .command('generate')
    .description('Write realistic sample stock for a tenant from its stock profile; the same seed gives the same file.')
    .argument('<slug>', 'tenant slug (folder name under TENANTS_DIR)')
    .option('--count <n>', "number of cars (default: the profile's count)")
    .option('--seed <n>', 'PRNG seed, a whole number', String(DEFAULT_SEED))
    .option('--now <iso>', 'the instant the stock is made for: sold dates and New Arrivals are placed relative to it', DEFAULT_NOW)
    .option('--profile <name>', 'stock profile under builder-cli/stock/profiles (default: the best match for the site)')
    .option('--out <file>', 'write here instead of tenants/<slug>/stock.json')
    .action(async (slug: string, opts: GenerateOptions) => {
      process.exitCode = await stockGenerateCommand(slug, opts);
    });

  stock
    .command('import')
    .description("Validate a JSON or CSV stock feed, replace the tenant's stock.json and ask the running server to reindex.")
    .argument('<slug>', 'tenant slug (folder name under TENANTS_DIR)')
    .argument('<file>', 'feed: a .json stock document or array of cars, or a .csv with Car field names (or mapped names) as the header')
    .option('--dry-run', 'validate only; write nothing and notify no server')
    .option('--allow-empty', 'accept a feed with no cars (clears the stock)')
    .option('--skip-invalid', 'import the valid rows and reject the others (listed with their reasons) instead of writing nothing')
    .option(
      '--mapping <file>',
      `CSV column mapping {"columns": {"<feed header>": "<car field>" | null}} (default: tenants/<slug>/${MAPPING_FILE} when present)`,
    )
    .action(async (slug: string, file: string, opts: ImportOptions) => {
      process.exitCode = await stockImportCommand(slug, file, opts);
    });
}
