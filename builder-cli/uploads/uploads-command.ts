// builder-cli uploads purge [slug]: deletes lead uploads older than the retention period
// (UPLOAD_RETENTION_DAYS, 90; --days to override) for one tenant or every tenant with uploads,
// plus files in an upload folder that no lead names. The leads stay; their file rows are marked purged.
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { storeConfig } from '../../server/store/database';
import { LeadStore, leadDatabasePath } from '../../server/leads/lead-store';
import { leadSettings } from '../../server/leads/lead-settings';
import { purgeExpiredUploads, type PurgeResult } from '../../server/leads/upload-retention';
import { EXIT, UsageError } from '../usage-error';

interface PurgeOptions {
  days?: string;
  dataDir?: string;
}

function retentionDays(opts: PurgeOptions): number {
  if (opts.days === undefined) {
    try {
      return leadSettings().uploadRetentionDays;
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  const days = Number(opts.days);
  if (!Number.isInteger(days) || days < 1) throw new UsageError(`--days must be a whole number of days, at least 1, not "${opts.days}"`);
  return days;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function uploadsPurgeCommand(slug: string | undefined, opts: PurgeOptions): Promise<number> {
  if (slug !== undefined && !/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new UsageError(`"${slug}" is not a tenant slug`);
  const days = retentionDays(opts);
  const dataDir = path.resolve(opts.dataDir ?? process.env.DATA_DIR ?? 'data');
  const config = storeConfig(dataDir);
  if (!config.databaseUrl && !existsSync(leadDatabasePath(dataDir))) {
    console.error(`Nothing to purge: ${leadDatabasePath(dataDir)} does not exist (set DATA_DIR to the server's data folder).`);
    return EXIT.ok;
  }
  const store = await LeadStore.open(config);
  try {
    const tenants = slug !== undefined ? [slug] : await store.tenantsWithFiles();
    const results: PurgeResult[] = [];
    for (const tenant of tenants) results.push(await purgeExpiredUploads(store, tenant, days));
    for (const r of results) {
      console.log(
        `${r.tenant}: ${r.files} upload${r.files === 1 ? '' : 's'} older than ${days} days deleted (${mb(r.bytes)}), ${r.orphans} unreferenced file${r.orphans === 1 ? '' : 's'} removed`,
      );
    }
    if (!results.length) console.log('No uploads stored.');
    return EXIT.ok;
  } finally {
    await store.close();
  }
}

export function registerUploadsCommand(program: Command): void {
  const uploads = program.command('uploads').description('Files visitors attached to leads (kept under DATA_DIR/uploads/, never served).');
  uploads
    .command('purge')
    .description('Delete uploads older than the retention period (UPLOAD_RETENTION_DAYS, default 90) for one tenant or all.')
    .argument('[slug]', 'tenant slug (default: every tenant with uploads)')
    .option('--days <n>', 'retention period in days instead of UPLOAD_RETENTION_DAYS')
    .option('--data-dir <dir>', 'the server data folder (default: DATA_DIR, else ./data)')
    .action(async (slug: string | undefined, opts: PurgeOptions) => {
      process.exitCode = await uploadsPurgeCommand(slug, opts);
    });
}
