// How a count of cars is split by the profile's shares: whole cars, adding up to the count.
import type { CarType } from './profile';

/** How many of `n` cars get a feature of a given share: at least one when n >= 20 and the share is above 0. */
export function quota(n: number, share: number): number {
  if (share <= 0 || n <= 0) return 0;
  const exact = Math.round(n * share);
  return Math.min(n, n >= 20 ? Math.max(1, exact) : exact);
}

/** Splits n by shares (largest remainder), so the parts add up to exactly n. */
export function apportion(n: number, shares: Partial<Record<CarType, number>>): [CarType, number][] {
  const entries = (Object.entries(shares) as [CarType, number][]).filter(([, s]) => s > 0);
  const total = entries.reduce((sum, [, s]) => sum + s, 0);
  if (total <= 0) return [];
  const parts = entries.map(([key, s]) => ({ key, exact: (n * s) / total, n: Math.floor((n * s) / total) }));
  let left = n - parts.reduce((sum, p) => sum + p.n, 0);
  for (const p of [...parts].sort((a, b) => b.exact - b.n - (a.exact - a.n))) {
    if (left-- <= 0) break;
    p.n++;
  }
  return parts.map((p) => [p.key, p.n]);
}
