// What a block's `load` hook (blocks/contract.ts) may answer besides its data: the page's 404 or
// a redirect. Here, under runtime/lib, so the browser's useBlockData can type a load result
// without importing the blocks.
const OUTCOME = Symbol.for('dealer-platform.block-outcome');

/** A load result that changes the whole page's answer. */
export type LoadOutcome = { [OUTCOME]: 'not-found' } | { [OUTCOME]: 'redirect'; to: string };

/** The page answers 404 (an offer id that does not exist, ...). */
export function notFound(): LoadOutcome {
  return { [OUTCOME]: 'not-found' };
}

/** The page answers 301 to `to` (a path on the same site). */
export function redirect(to: string): LoadOutcome {
  return { [OUTCOME]: 'redirect', to };
}

export function loadOutcome(value: unknown): LoadOutcome | null {
  return typeof value === 'object' && value !== null && OUTCOME in value ? (value as LoadOutcome) : null;
}

export function outcomeKind(outcome: LoadOutcome): 'not-found' | 'redirect' {
  return outcome[OUTCOME];
}

/** What a block's component reads with useBlockData(contract): its `load` result, without notFound() and redirect(). */
export type BlockDataOf<C> = C extends { load?: (props: never, context: never) => Promise<infer D> } ? Exclude<D, LoadOutcome> : never;
