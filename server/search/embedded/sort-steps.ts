// A stable sort in slices (time-slice.ts): runs sorted by Array.prototype.sort, then merged
// pairwise, pausing between runs and every `mergeChunk` elements merged. The order is the one a
// single stable sort gives.

import type { Steps } from './time-slice';

interface SortSizes {
  /** Elements sorted at once before runs are merged. */
  run: number;
  /** Elements merged between two pause points (a power of two). */
  mergeChunk: number;
}

const DEFAULT_SIZES: SortSizes = { run: 1024, mergeChunk: 4096 };

/** Runs sorted by `sortRun`, then merged pairwise; a merge takes from the later run only when `before(itsHead, earlierHead)`. */
function* mergeSortSteps<T>(values: readonly T[], sortRun: (run: T[]) => T[], before: (b: T, a: T) => boolean, sizes: SortSizes): Steps<T[]> {
  const chunkMask = sizes.mergeChunk - 1;
  let runs: T[][] = [];
  for (let i = 0; i < values.length; i += sizes.run) {
    runs.push(sortRun(values.slice(i, i + sizes.run)));
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
        out.push(before(b[y]!, a[x]!) ? b[y++]! : a[x++]!);
        if ((out.length & chunkMask) === 0) yield;
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

export function sortSteps<T>(values: readonly T[], compare: (a: T, b: T) => number): Steps<T[]> {
  return mergeSortSteps(
    values,
    (run) => run.sort(compare),
    (b, a) => compare(b, a) < 0,
    DEFAULT_SIZES,
  );
}

/** Strings in UTF-16 code-unit order (the default sort's, as `<` compares), sorted in slices. */
export function sortStringSteps(values: readonly string[], sizes: SortSizes = DEFAULT_SIZES): Steps<string[]> {
  return mergeSortSteps(
    values,
    (run) => run.sort(),
    (b, a) => b < a,
    sizes,
  );
}
