// builder-cli leads with lead routing (issue 19): the rule that routed each lead and whether it was
// answered, --unanswered, and --stats (median and p90 time to acknowledge per location, 30 days).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadStore } from '../../server/leads/lead-store';
import { runCli, type CliResult } from './cli-run';

const MINUTE = 60_000;
const now = Date.now();
let dataDir: string;
const out: Record<string, CliResult> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cli-leads-routing-'));
  const store = await LeadStore.open(dataDir);
  const routed = async (id: string, location: string, routedAt: number, ackAfter: number | null, rule = 'sales') => {
    await store.createLead({
      id,
      tenant: 'acme',
      form: 'enquiry',
      status: 'Complete',
      payload: { name: `Lead ${id}` },
      destinations: [{ kind: 'email', url: 'mailto:sales@example.com', rule, destination: 0 }],
      route: { rule, location, routedAt, escalateAt: routedAt + 120 * MINUTE },
      now: new Date(routedAt),
    });
    if (ackAfter !== null) await store.acknowledge('acme', id, 'link', routedAt + ackAfter * MINUTE);
  };
  // Location 1: acknowledged after 2, 4, 6, 8 and 10 minutes; location 2: after 30, and one waiting.
  for (const [i, m] of [2, 4, 6, 8, 10].entries()) await routed(`A${i}`, '1', now - (60 + i) * MINUTE, m);
  await routed('B0', '2', now - 90 * MINUTE, 30, 'service');
  await routed('B1', '2', now - 45 * MINUTE, null, 'service');
  // Older than 30 days: not in the statistics, still unanswered.
  await routed('OLD', '1', now - 31 * 24 * 60 * MINUTE, null);
  await store.createLead({
    id: 'PLAIN',
    tenant: 'acme',
    form: 'enquiry',
    status: 'Complete',
    payload: { name: 'Plain' },
    destinations: [{ kind: 'webhook', url: 'https://crm.example' }],
  });
  await store.close();
  mkdirSync(path.join(dataDir, 'tenants', 'acme'), { recursive: true });
  writeFileSync(path.join(dataDir, 'tenants', 'acme', 'site.json'), '{}');
  const env = { DATA_DIR: dataDir, TENANTS_DIR: path.join(dataDir, 'tenants') };
  const runs = {
    list: ['leads', 'acme', '--format', 'json'],
    listText: ['leads', 'acme'],
    unanswered: ['leads', 'acme', '--unanswered', '--format', 'json'],
    unansweredText: ['leads', 'acme', '--unanswered'],
    stats: ['leads', 'acme', '--stats', '--format', 'json'],
    statsText: ['leads', 'acme', '--stats'],
    both: ['leads', 'acme', '--stats', '--unanswered'],
  };
  await Promise.all(Object.entries(runs).map(async ([name, args]) => (out[name] = await runCli(args, { env }))));
}, 120_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('builder-cli leads with routing', () => {
  it('shows the rule that routed each lead, and leadDelivery for a lead without a routing file', () => {
    const leads = JSON.parse(out.list!.stdout) as { id: string; rule: string; acknowledgedAt: string | null; deliveries: { rule: string | null }[] }[];
    const byId = new Map(leads.map((l) => [l.id, l]));
    expect(byId.get('B0')).toMatchObject({ rule: 'service', acknowledgedAt: new Date(now - 60 * MINUTE).toISOString(), deliveries: [{ rule: 'service' }] });
    expect(byId.get('B1')).toMatchObject({ rule: 'service', acknowledgedAt: null });
    expect(byId.get('PLAIN')).toMatchObject({ rule: 'leadDelivery', deliveries: [{ rule: null }] });
    expect(out.listText!.stdout.split('\n')[0]).toMatch(/^ID\s+CREATED\s+FORM\s+STATUS\s+NAME\s+RULE\s+ANSWERED\s+DELIVERY$/);
  });

  it('--unanswered lists the routed leads still waiting, oldest first', () => {
    const waiting = JSON.parse(out.unanswered!.stdout) as { id: string; rule: string; waitingMinutes: number }[];
    expect(waiting.map((w) => w.id)).toEqual(['OLD', 'B1']);
    expect(waiting[1]).toMatchObject({ rule: 'service', location: '2' });
    expect(waiting[1]!.waitingMinutes).toBeGreaterThanOrEqual(45);
    expect(out.unansweredText!.stdout).toMatch(/^ID\s+ROUTED\s+RULE\s+LOCATION\s+WAITING\s+ESCALATION\n/);
  });

  it('--stats prints the median and p90 time to acknowledge per location over the last 30 days', () => {
    expect(JSON.parse(out.stats!.stdout)).toEqual([
      expect.objectContaining({ location: '1', leads: 5, acknowledged: 5, median: 6, p90: 10 }),
      expect.objectContaining({ location: '2', leads: 2, acknowledged: 1, median: 30, p90: 30 }),
    ]);
    expect(out.statsText!.stdout).toMatch(/^Time to acknowledge, last 30 days/);
    expect(out.statsText!.stdout).toMatch(/\n1\s+5\s+5\s+6 min\s+10 min\n/);
  });

  it('--stats with --unanswered is a usage error (exit 2)', () => {
    expect(out.both).toMatchObject({ code: 2 });
    expect(out.both!.stderr).toContain('--unanswered and --stats are separate reports: give one');
  });
});
