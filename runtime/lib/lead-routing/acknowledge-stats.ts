// Time to acknowledge per location (issue 19): median and p90 of the minutes between a lead being
// routed and someone taking it, over the routed leads of a window (builder-cli leads --stats).

export interface RoutedLead {
  location: string | null;
  routedAt: number;
  acknowledgedAt: number | null;
}

export interface LocationStats {
  location: string | null;
  leads: number;
  acknowledged: number;
  /** Minutes, or null when no lead of the window was acknowledged. */
  median: number | null;
  p90: number | null;
}

/** The nearest-rank percentile (p in 0..100) of sorted values; null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (!sorted.length) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Per location (by id, leads without one last), over the leads routed in [since, ∞). */
export function acknowledgeStats(leads: readonly RoutedLead[], since: number): LocationStats[] {
  const byLocation = new Map<string | null, RoutedLead[]>();
  for (const lead of leads) if (lead.routedAt >= since) byLocation.set(lead.location, [...(byLocation.get(lead.location) ?? []), lead]);
  const order = (a: string | null, b: string | null) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'en', { numeric: true }));
  return [...byLocation]
    .sort(([a], [b]) => order(a, b))
    .map(([location, list]) => {
      const minutes = list
        .filter((l) => l.acknowledgedAt !== null)
        .map((l) => (l.acknowledgedAt! - l.routedAt) / 60_000)
        .sort((a, b) => a - b);
      return { location, leads: list.length, acknowledged: minutes.length, median: percentile(minutes, 50), p90: percentile(minutes, 90) };
    });
}
