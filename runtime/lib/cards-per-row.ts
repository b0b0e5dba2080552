// Location cards per row (spec sections 2 and 9: "3 or more, 6"). Fewer than three cards each
// take an equal share of the row; three or more go into a grid of up to 6 per row on the widest
// screens (the stylesheet steps down to 3, 2 and 1 on narrower ones).
const MAX_CARDS_PER_ROW = 6;
const GRID_FROM = 3;

export function cardsPerRow(count: number): number {
  if (!Number.isFinite(count) || count < 1) return 1;
  return count >= GRID_FROM ? MAX_CARDS_PER_ROW : Math.floor(count);
}
