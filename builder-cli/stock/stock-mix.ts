// Which cars of a generated stock are sold, coming soon, new arrivals, without photos or price,
// hidden, tagged, reserved, reservable, certified or with a history report: the profile's mix
// drawn over the drafts, in a fixed order of draws (generate.ts).
import type { CarStatus, StockProfile } from './profile';
import type { Rng } from './prng';
import type { Draft } from './draw-vehicle';
import { quota } from './shares';

/** A sold car stays listed this long: half the sold cars are sold inside it. */
const SOLD_WINDOW_DAYS = 3;

export const DAY = 86_400;
export const HOUR = 3_600;

/** What the mix gave each car, by its index among the drafts. */
export interface StockMix {
  status: CarStatus[];
  /** Seconds; null for a car not sold. */
  soldAt: (number | null)[];
  newArrival: Set<number>;
  noImages: Set<number>;
  fewImages: Set<number>;
  noPrice: Set<number>;
  hidden: Set<number>;
  tag: (string | null)[];
  reserved: Set<number>;
  withProcessors: Set<number>;
  notReservable: Set<number>;
  certified: Set<number>;
  history: Set<number>;
}

export function drawMix(rng: Rng, profile: StockProfile, drafts: readonly Draft[], at: { count: number; nowSec: number; nowYear: number }): StockMix {
  const { count, nowSec, nowYear } = at;
  const { mix } = profile;
  const all = drafts.map((_, i) => i);
  const take = (candidates: number[], n: number) => new Set(rng.sample(candidates, n));

  // Status: ~8% sold (half inside the listing window, half 4-30 days ago), ~5% coming soon.
  const byStatus = rng.shuffle(all);
  const nSold = quota(count, mix.sold);
  const nRecent = Math.ceil(nSold / 2);
  const nComing = quota(count, mix.comingSoon);
  const status: CarStatus[] = all.map(() => 'in_stock');
  const soldAt: (number | null)[] = all.map(() => null);
  byStatus.forEach((i, rank) => {
    if (rank < nRecent) {
      status[i] = 'sold';
      soldAt[i] = nowSec - rng.int(HOUR, SOLD_WINDOW_DAYS * DAY - HOUR);
    } else if (rank < nSold) {
      status[i] = 'sold';
      soldAt[i] = nowSec - rng.int((SOLD_WINDOW_DAYS + 1) * DAY, 30 * DAY);
    } else if (rank < nSold + nComing) status[i] = 'coming_soon';
  });
  const inStock = all.filter((i) => status[i] === 'in_stock');
  const unsold = all.filter((i) => status[i] !== 'sold');

  const newArrival = take(inStock, quota(count, mix.newArrival));
  const noImages = take(all, quota(count, mix.noImages));
  const fewImages = take(
    all.filter((i) => !noImages.has(i)),
    quota(count, mix.fewImages),
  );
  const noPrice = take(unsold, quota(count, mix.noPrice));
  const hidden = take(inStock, quota(count, mix.hidden));

  const tag: (string | null)[] = all.map(() => null);
  for (const rule of profile.tags) {
    let wanted = quota(count, rule.share);
    for (const group of rule.statuses ?? [null]) {
      const eligible = all.filter(
        (i) =>
          tag[i] === null &&
          (group === null || status[i] === group) &&
          (!rule.carTypes || rule.carTypes.includes(drafts[i]!.type)) &&
          (!rule.previousModelYearsOnly || drafts[i]!.year < nowYear),
      );
      const chosen = take(eligible, wanted);
      for (const i of chosen) tag[i] = rule.value;
      wanted -= chosen.size;
    }
  }
  const testDriveOnly = (i: number) => /test drive/i.test(tag[i] ?? '');
  const priced = (i: number) => !noPrice.has(i) && drafts[i]!.price > 200;

  const reserved = take(
    inStock.filter((i) => priced(i) && !testDriveOnly(i) && !hidden.has(i)),
    quota(count, mix.reserved),
  );
  const withProcessors = profile.paymentProcessor
    ? take(
        inStock.filter((i) => priced(i) && !hidden.has(i)),
        quota(count, mix.paymentProcessors),
      )
    : new Set<number>();
  const notReservable = take(
    [...withProcessors].sort((a, b) => a - b),
    quota(count, mix.notReservable),
  );
  const used = all.filter((i) => drafts[i]!.type === 'used');
  const certified = take(used, quota(used.length, mix.certifiedOfUsed));
  const history = profile.historyReportUrl ? take(used, quota(used.length, mix.historyReportOfUsed)) : new Set<number>();

  return { status, soldAt, newArrival, noImages, fewImages, noPrice, hidden, tag, reserved, withProcessors, notReservable, certified, history };
}
