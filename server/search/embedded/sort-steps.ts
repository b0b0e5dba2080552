// A stable sort in slices (time-slice.ts): runs sorted by Array.prototype.sort, then merged
// pairwise, pausing between runs and every MERGE_CHUNK elements merged. The order is the one a
// single stable sort gives.

import type { Steps } from './time-slice';

/** Elements sorted at once before runs are merged. */
const RUN = 1024;
/** Elements merged between two pause points (a power of two). */
const MERGE_CHUNK = 4096;

export function* sortSteps<T>(values: readonly T[], compare: (a: T, b: T) => number): Steps<T[]> {
  let runs: T[][] = [];
  for (let i = 0; i < values.length; i += RUN) {
    runs.push(values.slice(i, i + RUN).sort(compare));
    yield;
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let r = 0; r < runs.length; r += 2) {
      const a = runs[r]!;
      const b = runs[r + 1];
      if (b === undefined) {
        merged.push(a);
        continue;
      }
      const out: T[] = [];
      let x = 0;
      let y = 0;
      // Ties take from the earlier run: stable.
      while (x < a.length && y < b.length) {
        out.push(compare(b[y]!, a[x]!) < 0 ? b[y++]! : a[x++]!);
        if ((out.length & (MERGE_CHUNK - 1)) === 0) yield;
      }
      while (x < a.length) out.push(a[x++]!);
      while (y < b.length) out.push(b[y++]!);
      merged.push(out);
      yield;
    }
    runs = merged;
  }
  return runs[0] ?? [];
}
