// One query's work in slices, so a worst-case search never holds the event loop for long: the
// engine's long loops are generators that `yield` at safe points (between facets, every
// SCORE_CHUNK documents scored by the bucket sort); a driver either runs them straight through
// (runToEnd, the synchronous API) or pauses for setImmediate once a slice's time is used
// (runSliced), so other requests are answered in between. Results are the same either way.
//
// Paused searches share scratch buffers (bitset pool, bucket-sort and q-cache arrays), so sliced
// searches take turns (searchTurns): one runs at a time, the next starts when it ends.

/** A computation that yields at points where it may pause, returning T. */
export type Steps<T> = Generator<void, T, void>;

/** Documents scored between two pause points of a ranking loop. */
export const SCORE_CHUNK = 128;

/** CPU time one slice may take before the driver lets other callbacks run (the budget per request is 50 ms). */
export const SLICE_MS = 8;

/** Runs `steps` without pausing. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

export interface SliceOptions {
  sliceMs?: number;
  /** The clock (ms), injectable in tests. */
  now?: () => number;
  /** How to let the event loop run (setImmediate by default). */
  pause?: () => Promise<void>;
}

const immediate = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs `steps`, pausing at a yield once `sliceMs` have passed since the slice began. */
export async function runSliced<T>(steps: Steps<T>, options: SliceOptions = {}): Promise<T> {
  const { sliceMs = SLICE_MS, now = () => performance.now(), pause = immediate } = options;
  let sliceStart = now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = now();
    }
  }
}

/** First-come first-served turns: `run` starts `task` once every earlier task has settled. */
export class Turns {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const mine = this.last.then(task, task);
    this.last = mine.catch(() => undefined);
    return mine;
  }
}

/** The process's sliced searches (the scratch buffers they share are module-wide). */
export const searchTurns = new Turns();
