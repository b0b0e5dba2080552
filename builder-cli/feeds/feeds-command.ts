// `builder-cli feeds <slug> [--format json]`: the feed health report a dealer's marketing agency
// asks for. Per channel (Google Vehicle Ads, Meta's automotive catalog), the cars the feed
// includes and the cars it leaves out, each with every reason, from the same functions the
// server's feeds use (server/seo/channel-feeds.ts), so the report and the feed never disagree.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { Car } from '../../schemas/types/car';
import { feedVehicleId } from '../../runtime/lib/feeds/feed-car';
import type { LeftOut } from '../../runtime/lib/feeds/channel-row';
import { CHANNELS, googleFeed, metaFeed, type ChannelFeed } from '../../server/seo/channel-feeds';
import { loadTenant } from '../../server/tenants/load-tenant';
import { formatProblem } from '../../server/tenants/problem';
import { tenantsDir } from '../../server/tenants/tenant-dirs';
import { UsageError } from '../usage-error';
import { printErr, printJson, printOut } from '../terminal-output';

interface CarRef {
  vehicle_id: string;
  stocknum: string | null;
  name: string;
}

interface ChannelReport {
  channel: keyof typeof CHANNELS;
  label: string;
  path: string;
  included: (CarRef & { row: unknown })[];
  left_out: (CarRef & { reasons: LeftOut[] })[];
}

const ref = (car: Car): CarRef => ({ vehicle_id: feedVehicleId(car), stocknum: car.stocknum ?? null, name: car.name });

function report<R>(channel: keyof typeof CHANNELS, feed: ChannelFeed<R>): ChannelReport {
  const { label, path: feedPath } = CHANNELS[channel];
  return {
    channel,
    label,
    path: feedPath,
    included: feed.rows.map(({ car, row }) => ({ ...ref(car), row })),
    left_out: feed.leftOut.map(({ car, reasons }) => ({ ...ref(car), reasons })),
  };
}

function text(reports: ChannelReport[]): string {
  const out: string[] = [];
  for (const r of reports) {
    out.push(`${r.label} (${r.path}): ${r.included.length} included, ${r.left_out.length} left out`);
    for (const c of r.included) out.push(`  + ${c.vehicle_id}  ${c.stocknum ?? '-'}  ${c.name}`);
    for (const c of r.left_out) out.push(`  - ${c.vehicle_id}  ${c.stocknum ?? '-'}  ${c.name}: ${c.reasons.map((x) => x.message).join('; ')}`);
    out.push('');
  }
  return out.join('\n');
}

async function feedsCommand(slug: string, opts: { format: string }, nowSeconds = Math.floor(Date.now() / 1000)): Promise<number> {
  if (opts.format !== 'text' && opts.format !== 'json') throw new UsageError(`--format must be text or json, not "${opts.format}"`);
  const dir = path.join(tenantsDir(), slug);
  if (!existsSync(path.join(dir, 'site.json'))) throw new UsageError(`no tenant "${slug}" under ${tenantsDir()}`);
  const load = await loadTenant(dir);
  if (!load.tenant) {
    for (const p of load.problems) printErr(formatProblem(p));
    return 1;
  }
  const reports = [report('google', googleFeed(load.tenant, nowSeconds)), report('meta', metaFeed(load.tenant, nowSeconds))];
  if (opts.format === 'json') printJson({ slug, channels: reports });
  else printOut(text(reports));
  return 0;
}

export function registerFeedsCommand(program: Command): void {
  program
    .command('feeds')
    .description('Feed health: per channel (Google Vehicle Ads, Meta catalog) the cars included and the cars left out with their reasons.')
    .argument('<slug>', 'tenant folder name under TENANTS_DIR')
    .option('--format <format>', 'text or json', 'text')
    .action(async (slug: string, opts: { format: string }) => {
      process.exitCode = await feedsCommand(slug, opts);
    });
}
