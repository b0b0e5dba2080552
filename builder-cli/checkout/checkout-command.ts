// builder-cli checkout holds <slug> [--format json] [--data-dir <dir>]: the site's live car holds
// (held while a deposit is being paid, or reserved once paid), oldest first, read from the garage
// store the servers share (DATA_DIR/garage.sqlite, or DATABASE_URL). Issue 25: an operator sees
// who holds what, and since when, without a database shell.
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HoldStore, type LiveHold } from '../../server/checkout/hold-store';
import { GARAGE_AREA, garageDatabasePath, type GarageTables } from '../../server/garage/garage-schema';
import { openStore, storeConfig } from '../../server/store/database';
import { tenantsDir } from '../../server/tenants/tenant-dirs';
import { cell, printErr, printJson, printOut } from '../terminal-output';
import { EXIT, UsageError } from '../usage-error';

interface CheckoutHoldsOptions {
  format?: string;
  dataDir?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function asJson(h: LiveHold) {
  return {
    id: h.id,
    car_id: h.carId,
    state: h.state,
    provider: h.provider,
    email: h.email,
    client: h.client,
    created_at: iso(h.createdAt),
    expires_at: h.state === 'held' ? iso(h.expiresAt) : null,
  };
}

function printTable(holds: LiveHold[]): void {
  const header = ['ID', 'CAR', 'STATE', 'PROVIDER', 'SINCE', 'UNTIL', 'EMAIL', 'CLIENT'];
  const rows = holds.map((h) => [
    h.id,
    cell(h.carId),
    h.state,
    cell(h.provider),
    iso(h.createdAt),
    h.state === 'held' ? iso(h.expiresAt) : '-',
    cell(h.email ?? '-'),
    cell(h.client ?? '-'),
  ]);
  const widths = header.slice(0, -1).map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < widths.length ? c.padEnd(widths[i]!) : c)).join('  ');
  printOut([header, ...rows].map(line).join('\n'));
}

async function checkoutHoldsCommand(slug: string, opts: CheckoutHoldsOptions): Promise<number> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new UsageError(`"${slug}" is not a tenant slug`);
  const format = opts.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
  const siteFile = path.join(tenantsDir(), slug, 'site.json');
  if (!existsSync(siteFile)) throw new UsageError(`unknown tenant "${slug}": no ${siteFile}`);
  const dataDir = path.resolve(opts.dataDir ?? process.env.DATA_DIR ?? 'data');
  const config = storeConfig(dataDir);
  let holds: LiveHold[] = [];
  // No store yet (a server never ran on this data folder): nothing is held. The CLI does not create one.
  if (config.databaseUrl || existsSync(garageDatabasePath(dataDir))) {
    const store = await openStore<GarageTables>(GARAGE_AREA, config);
    try {
      holds = await new HoldStore(store).live(slug);
    } finally {
      await store.close();
    }
  }
  if (format === 'json') printJson(holds.map(asJson));
  else if (!holds.length) printErr(`No live holds for ${slug}.`);
  else printTable(holds);
  return EXIT.ok;
}

export function registerCheckoutCommand(program: Command): void {
  const checkout = program.command('checkout').description('Online reservations (docs/checkout.md).');
  checkout
    .command('holds')
    .description("List a tenant's live car holds: held while the deposit is paid, and reserved cars, oldest first.")
    .argument('<slug>', 'tenant slug')
    .option('--format <format>', 'text or json', 'text')
    .option('--data-dir <dir>', 'the server data folder (default: DATA_DIR, else ./data)')
    .action(async (slug: string, opts: CheckoutHoldsOptions) => {
      process.exitCode = await checkoutHoldsCommand(slug, opts);
    });
}
