// builder-cli leads <slug> [--failed] [--resend <id|all-failed>]: a tenant's leads and where each
// delivery stands, read from DATA_DIR/leads.sqlite. --resend only re-queues: the running server's
// outbox worker sends the deliveries within a few seconds (or when the server next starts).
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { storeConfig } from '../../server/store/database';
import { LeadStore, leadDatabasePath, type Delivery, type LeadWithDeliveries } from '../../server/leads/lead-store';
import { loadTenant } from '../../server/tenants/load-tenant';
import { tenantsDir } from '../../server/tenants/tenant-dirs';
import { cell, printJson, printOut } from '../terminal-output';
import { EXIT, UsageError } from '../usage-error';
import { deliveryPlan, LEAD_DELIVERY_RULE } from '../../server/leads/lead-routing';
import { locationNames, printStats, printUnanswered } from './routing-reports';
import type { Location } from '../../schemas/types/location';

interface LeadsOptions {
  failed?: boolean;
  unanswered?: boolean;
  stats?: boolean;
  resend?: string;
  format?: string;
  limit?: string;
  page?: string;
  dataDir?: string;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

function deliveryState(d: Delivery): string {
  if (d.state === 'delivered') return `${d.kind} delivered`;
  if (d.state === 'dead') return `${d.kind} DEAD after ${d.attempts}: ${d.lastError ?? ''}`;
  if (d.attempts > 0) return `${d.kind} retrying (${d.attempts} failed, next ${new Date(d.nextAttemptAt).toISOString()}): ${d.lastError ?? ''}`;
  return `${d.kind} pending`;
}

/** The lead-routing.json rule that routed a lead, or the site's leadDelivery list for one it delivered. */
function ruleOf(lead: LeadWithDeliveries): string | null {
  return lead.route?.rule ?? (lead.deliveries.length ? LEAD_DELIVERY_RULE : null);
}

function acknowledgedText(lead: LeadWithDeliveries): string {
  const r = lead.route;
  if (!r) return '-';
  if (r.acknowledgedAt !== null) return `acknowledged ${new Date(r.acknowledgedAt).toISOString()}`;
  return r.escalatedAt !== null ? 'escalated' : 'waiting';
}

function nameOf(lead: LeadWithDeliveries): string {
  const p = lead.payload;
  return text(p.name) || [text(p.first_name), text(p.last_name)].filter(Boolean).join(' ');
}

function asJson(lead: LeadWithDeliveries) {
  return {
    id: lead.id,
    created: lead.createdAt,
    updated: lead.updatedAt,
    form: lead.form,
    status: lead.status,
    name: nameOf(lead),
    email: text(lead.payload.email),
    phone: text(lead.payload.phone),
    rule: ruleOf(lead),
    acknowledgedAt: lead.route?.acknowledgedAt != null ? new Date(lead.route.acknowledgedAt).toISOString() : null,
    escalatedAt: lead.route?.escalatedAt != null ? new Date(lead.route.escalatedAt).toISOString() : null,
    deliveries: lead.deliveries.map((d) => ({
      rule: d.rule,
      destination: d.destination,
      kind: d.kind,
      url: d.url,
      state: d.state,
      attempts: d.attempts,
      nextAttemptAt: d.state === 'pending' ? new Date(d.nextAttemptAt).toISOString() : null,
      lastError: d.lastError,
      deliveredAt: d.deliveredAt,
    })),
    files: lead.files.map((f) => ({ name: f.originalName, mime: f.mime, size: f.size, path: f.storedPath })),
  };
}

function printTable(leads: LeadWithDeliveries[]): void {
  // Every cell is visitor data or a remote server's error text: escaped, one line each.
  const rows = leads.map((l) =>
    [
      l.id,
      l.createdAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
      l.form,
      l.status,
      nameOf(l) || '-',
      ruleOf(l) ?? '-',
      acknowledgedText(l),
      l.deliveries.length ? l.deliveries.map(deliveryState).join('; ') : l.status === 'Complete' ? 'stored (no destinations)' : 'stored (incomplete, not sent)',
    ].map(cell),
  );
  const header = ['ID', 'CREATED', 'FORM', 'STATUS', 'NAME', 'RULE', 'ANSWERED', 'DELIVERY'];
  const widths = header.slice(0, -1).map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < widths.length ? c.padEnd(widths[i]!) : c)).join('  ');
  printOut(line(header));
  for (const r of rows) printOut(line(r));
}

async function leadsCommand(slug: string, opts: LeadsOptions): Promise<number> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new UsageError(`"${slug}" is not a tenant slug`);
  const format = opts.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
  const limit = opts.limit === undefined ? 1000 : Number(opts.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive whole number, not "${opts.limit}"`);
  const page = opts.page === undefined ? 1 : Number(opts.page);
  if (!Number.isInteger(page) || page < 1) throw new UsageError(`--page must be a positive whole number, not "${opts.page}"`);
  const tenantDir = path.join(tenantsDir(), slug);
  const known = existsSync(path.join(tenantDir, 'site.json'));
  const dataDir = path.resolve(opts.dataDir ?? process.env.DATA_DIR ?? 'data');
  const file = leadDatabasePath(dataDir);

  const config = storeConfig(dataDir);
  if (!config.databaseUrl && !existsSync(file)) {
    if (!known) throw new UsageError(`unknown tenant "${slug}": no ${path.join(tenantDir, 'site.json')}`);
    if (format === 'json') console.log('[]');
    else console.error(`No leads yet: ${file} does not exist (set DATA_DIR to the server's data folder).`);
    return EXIT.ok;
  }

  const store = await LeadStore.open(config);
  try {
    if (opts.resend !== undefined) return await resend(store, slug, tenantDir, known, opts.resend);
    if (opts.unanswered || opts.stats) {
      if (opts.unanswered && opts.stats) throw new UsageError('--unanswered and --stats are separate reports: give one');
      if (!known) throw new UsageError(`unknown tenant "${slug}": no ${path.join(tenantDir, 'site.json')}`);
      const locations = ((await loadTenant(tenantDir, { cars: false, freeze: false })).tenant?.collections.locations ?? []) as Location[];
      const report = opts.unanswered ? printUnanswered : printStats;
      await report(store, slug, format, locationNames(locations), Date.now());
      return EXIT.ok;
    }
    // One row past the page tells whether more leads exist (the store lists the newest N).
    const upTo = await store.listLeads(slug, { failedOnly: opts.failed, limit: page * limit + 1 });
    const leads = upTo.slice((page - 1) * limit, page * limit);
    const more = upTo.length > page * limit;
    if (!leads.length && !known) throw new UsageError(`unknown tenant "${slug}": no ${path.join(tenantDir, 'site.json')} and no leads`);
    if (format === 'json') printJson(leads.map(asJson));
    else if (!leads.length) console.error(opts.failed ? `No failed deliveries for ${slug}.` : `No leads for ${slug}.`);
    else printTable(leads);
    const first = (page - 1) * limit + 1;
    if (more) console.error(`Output truncated: showing leads ${first}-${first + leads.length - 1}, newest first; more with --page ${page + 1}.`);
    else if (page > 1 && !leads.length) console.error(`No leads on page ${page}: there are ${upTo.length}.`);
    return EXIT.ok;
  } finally {
    await store.close();
  }
}

async function resend(store: LeadStore, slug: string, tenantDir: string, known: boolean, target: string): Promise<number> {
  if (target === 'all-failed') {
    const n = await store.resend(slug, 'all-failed');
    console.log(`${n} failed deliver${n === 1 ? 'y' : 'ies'} of ${slug} queued again; the running server sends them within a few seconds.`);
    return EXIT.ok;
  }
  const lead = await store.getLead(slug, target);
  if (!lead) throw new UsageError(`no lead "${target}" for ${slug}`);
  let n = await store.resend(slug, { leadId: target });
  if (n === 0 && (await store.deliveries(slug, target)).length === 0 && lead.status === 'Complete' && known) {
    // Stored while the site had no destinations: send it to the ones site.json lists now.
    const load = await loadTenant(tenantDir);
    // Routed as it would be now: lead-routing.json's first matching rule, else the site's leadDelivery.
    const plan = load.tenant ? deliveryPlan(load.tenant, lead.form, lead.payload, Date.now()) : { destinations: [] };
    n = await store.queueDeliveries(slug, target, plan.destinations, Date.now(), plan.route);
  }
  if (n === 0)
    console.log(
      `Nothing to resend for lead ${target}: ${lead.status === 'Complete' ? 'every delivery is delivered or the site has no destinations' : 'it is Incomplete'}.`,
    );
  else console.log(`${n} deliver${n === 1 ? 'y' : 'ies'} of lead ${target} queued; the running server sends them within a few seconds.`);
  return EXIT.ok;
}

export function registerLeadsCommand(program: Command): void {
  program
    .command('leads')
    .description("List a tenant's leads and their delivery state, or queue failed deliveries again.")
    .argument('<slug>', 'tenant slug')
    .option('--failed', 'only leads with a dead delivery or one being retried')
    .option('--unanswered', 'the routed leads nobody has acknowledged yet, oldest first')
    .option('--stats', 'time to acknowledge per location (median and p90) over the last 30 days')
    .option('--resend <id|all-failed>', 'put the deliveries of one lead (or every failed one) back in the outbox')
    .option('--format <format>', 'text or json', 'text')
    .option('--limit <n>', 'leads per page, newest first', '1000')
    .option('--page <n>', 'which page of --limit leads (says when output is truncated)', '1')
    .option('--data-dir <dir>', 'the server data folder (default: DATA_DIR, else ./data)')
    .action(async (slug: string, opts: LeadsOptions) => {
      process.exitCode = await leadsCommand(slug, opts);
    });
}
