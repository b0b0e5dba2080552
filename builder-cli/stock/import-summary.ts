// What a stock import changes, by car id: added, updated, removed, unchanged, and the rows rejected.
import type { Car } from '../../schemas/types/car';

export interface ImportSummary {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
  rejected: number;
}

export function summariseImport(previous: readonly Partial<Car>[], next: readonly Car[], rejected: number): ImportSummary {
  const before = new Map(previous.map((c) => [String(c.id), JSON.stringify(c)]));
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  const seen = new Set<string>();
  for (const car of next) {
    const id = String(car.id);
    seen.add(id);
    const old = before.get(id);
    if (old === undefined) added++;
    else if (old === JSON.stringify(car)) unchanged++;
    else updated++;
  }
  const removed = [...before.keys()].filter((id) => !seen.has(id)).length;
  return { added, updated, removed, unchanged, rejected };
}

export function formatSummary(s: ImportSummary): string {
  return `${s.added} added, ${s.updated} updated, ${s.removed} removed, ${s.unchanged} unchanged, ${s.rejected} rejected`;
}
