// The `distinct` parameter (or distinctAttribute setting): one document per distinct value.

import { readAttribute, splitPath } from './document-values';
import { sortSteps } from './sort-steps';
import type { Steps } from './time-slice';

/** Documents read between two pause points. */
const CHUNK = 1024;

/**
 * Matched documents in rank order, keeping the best of each distinct value (documents without
 * one stay): one pass keeps each value's best document, then only those are sorted; pausable
 * (time-slice.ts) every CHUNK documents and while sorting.
 */
export function* distinctRanking(
  documents: readonly Record<string, unknown>[],
  ids: Uint32Array,
  attribute: string,
  compare: (a: number, b: number) => number,
): Steps<number[]> {
  const best = new Map<string, number>();
  const loose: number[] = [];
  const path = splitPath(attribute);
  for (let k = 0; k < ids.length; k++) {
    if (k % CHUNK === CHUNK - 1) yield;
    const doc = ids[k]!;
    const { leaves } = readAttribute(documents[doc], path);
    if (leaves.length === 0) {
      loose.push(doc);
      continue;
    }
    const key = leaves.map((v) => (typeof v === 'string' ? `s${v.trim().toLowerCase()}` : `${typeof v}${String(v)}`)).join('\u0000');
    const current = best.get(key);
    if (current === undefined || compare(doc, current) < 0) best.set(key, doc);
  }
  return yield* sortSteps([...best.values(), ...loose], compare);
}
