// The skeleton every feed-* check shares: each car the channel feeds would send (stock-rows.ts) is
// tested by one rule, and a car that fails it is reported at its row's field as "car <stocknum>: …".
import type { Car } from '../../schemas/types/car';
import type { Site } from '../../schemas/types/site';
import type { Check, CheckMeta } from './check';
import { readFeedCandidates, rowPointer } from './stock-rows';

interface FeedRowRule {
  meta: CheckMeta;
  /** The row's field the offense points at (the row itself when the car lacks it). */
  field: keyof Car;
  /** Why the feeds leave the car out or send it wrong, or null when the car is fine. */
  problem(car: Partial<Car>, site: Site): string | null;
}

export function feedRowCheck({ meta, field, problem }: FeedRowRule): Check {
  return {
    meta,
    run({ site, sources, report }) {
      const stock = readFeedCandidates(sources);
      for (const { car, index, label } of stock?.rows ?? []) {
        const found = problem(car, site);
        if (found !== null) report({ locate: stock!.locate, pointer: rowPointer(car, index, field), message: `${label}: ${found}` });
      }
    },
  };
}
