// The few search rules the shell needs (the sold window), apart from
// build-queries.ts, whose module-level tables would otherwise ride along in every first visit.

export const DEFAULT_SOLD_DAYS = 3;
const DAY_SECONDS = 86_400;

/** The epoch second before which a sold car is no longer listed. */
export function soldCutoff(nowSeconds: number, days: number = DEFAULT_SOLD_DAYS): number {
  const d = Number.isFinite(days) && days >= 0 ? days : DEFAULT_SOLD_DAYS;
  return Math.floor(nowSeconds) - Math.round(d * DAY_SECONDS);
}
