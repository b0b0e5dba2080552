// builder-cli leads <slug> --unanswered and --stats: the routed leads nobody acknowledged yet, and
// the time to acknowledge per location (median and p90, last 30 days).
import type { LeadStore } from '../../server/leads/lead-store';
import type { LeadRoute } from '../../server/leads/lead-routes';
import type { Location } from '../../schemas/types/location';
import { acknowledgeStats } from '../../runtime/lib/lead-routing/acknowledge-stats';
import { cell, printJson, printOut } from '../terminal-output';

const STATS_DAYS = 30;
const DAY = 24 * 60 * 60_000;

type LocationNames = (id: string | null) => string;

export function locationNames(locations: readonly Location[]): LocationNames {
  return (id) => (id === null ? '(no location)' : (locations.find((l) => String(l.id) === id)?.name ?? id));
}

function table(header: string[], rows: string[][]): void {
  const cells = rows.map((r) => r.map(cell));
  const widths = header.slice(0, -1).map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i < widths.length ? v.padEnd(widths[i]!) : v)).join('  ');
  printOut(line(header));
  for (const r of cells) printOut(line(r));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const minutesWaiting = (r: LeadRoute, now: number) => Math.max(0, Math.floor((now - r.routedAt) / 60_000));

export async function printUnanswered(store: LeadStore, slug: string, format: string, names: LocationNames, now: number): Promise<void> {
  const waiting = await store.unanswered(slug);
  if (format === 'json') {
    printJson(
      waiting.map((r) => ({
        id: r.leadId,
        rule: r.rule,
        location: r.location,
        routed: iso(r.routedAt),
        waitingMinutes: minutesWaiting(r, now),
        escalateAt: iso(r.escalateAt),
        escalated: iso(r.escalatedAt),
      })),
    );
    return;
  }
  if (!waiting.length) {
    console.error(`No unanswered leads for ${slug}.`);
    return;
  }
  table(
    ['ID', 'ROUTED', 'RULE', 'LOCATION', 'WAITING', 'ESCALATION'],
    waiting.map((r) => [
      r.leadId,
      iso(r.routedAt)!,
      r.rule,
      names(r.location),
      `${minutesWaiting(r, now)} min`,
      r.escalatedAt !== null ? `sent ${iso(r.escalatedAt)}` : r.escalateAt !== null ? `due ${iso(r.escalateAt)}` : 'none',
    ]),
  );
}

const minutes = (m: number | null) => (m === null ? '-' : `${Math.round(m * 10) / 10} min`);

export async function printStats(store: LeadStore, slug: string, format: string, names: LocationNames, now: number): Promise<void> {
  const since = now - STATS_DAYS * DAY;
  const stats = acknowledgeStats(await store.routesSince(slug, since), since);
  if (format === 'json') {
    printJson(stats.map((s) => ({ ...s, name: names(s.location), since: iso(since) })));
    return;
  }
  if (!stats.length) {
    console.error(`No routed leads for ${slug} in the last ${STATS_DAYS} days.`);
    return;
  }
  printOut(`Time to acknowledge, last ${STATS_DAYS} days (since ${iso(since)}):`);
  table(
    ['LOCATION', 'LEADS', 'ACKNOWLEDGED', 'MEDIAN', 'P90'],
    stats.map((s) => [names(s.location), String(s.leads), String(s.acknowledged), minutes(s.median), minutes(s.p90)]),
  );
}
