// Which indexed terms a query word reaches, and at what cost: the word itself, the words it
// starts (the query's last word is a prefix), and the words within its typo budget, whole or, for
// the last word, as a prefix (Meilisearch's fuzzy prefix: `flawer` reaches `flowers`).
//
// Words live in minisearch's radix tree (SearchableMap) for prefix and typo lookups; terms holding
// a digit (stock numbers, VINs, years) live in a sorted array instead, where prefix lookups are a
// binary search and typo lookups only visit terms of a similar length sharing the first letter.

import type SearchableMap from 'minisearch/SearchableMap';
import { isNumberWord, typoDistance, type TypoSettings } from './typo-distance';
import { walkTypos } from './sorted-term-walk';
import { MAX_PREFIX_TERMS, MAX_TYPO_TERMS } from './search-limits';
import type { Postings } from './text-postings';

// Match cost of one query term in one document, summed over the terms a document matches; the
// ranking reads its parts back: typos, then attribute position, then prefix (exactness). An
// ngram's typos are shared among its 2 or 3 words, so TYPO_COST divides by both.
export const TYPO_COST = 1_200_000;
export const FIELD_COST = 100;
export const PREFIX_COST = 1;

/** The word a lookup is for: its normalised text, whether it is a prefix, and its typo budget. */
export interface LookupWord {
  term: string;
  prefix: boolean;
  maxTypos: number;
}

/** minisearch's radix tree node: an edge label to a child, '' to the stored value. */
type RadixNode = Map<string, RadixNode | number>;

export class TermLookup {
  private readonly root: RadixNode;

  constructor(
    private readonly postings: Pick<Postings, 'termIds' | 'terms' | 'words' | 'identifiers'>,
    private readonly typo: TypoSettings,
  ) {
    // The tree itself, for the fuzzy-prefix walk SearchableMap does not offer.
    this.root = (postings.words as unknown as { _tree: RadixNode })._tree;
  }

  /** Every term the word matches, with the cost of that match before the field cost. */
  matchingTerms(word: LookupWord): Map<number, number> {
    const found = new Map<number, number>();
    const add = (id: number, cost: number): void => {
      const previous = found.get(id);
      if (previous === undefined || cost < previous) found.set(id, cost);
    };
    const { term, prefix, maxTypos } = word;
    const exact = this.postings.termIds.get(term);
    if (exact !== undefined) add(exact, 0);
    if (prefix) this.addPrefixed(term, add);
    if (maxTypos > 0) {
      if (prefix) this.fuzzyPrefix(term, maxTypos, add);
      else this.fuzzyWords(term, maxTypos, add);
      this.fuzzyIdentifiers(term, prefix, maxTypos, add);
    }
    return found;
  }

  private addPrefixed(term: string, add: (id: number, cost: number) => void): void {
    const { words, identifiers, terms } = this.postings;
    let expanded = 0;
    for (const [, id] of words.atPrefix(term)) {
      if (++expanded > MAX_PREFIX_TERMS) break;
      add(id, PREFIX_COST);
    }
    for (let k = this.identifierLowerBound(term); k < identifiers.length && expanded <= MAX_PREFIX_TERMS; k++, expanded++) {
      const id = identifiers[k]!;
      if (!terms[id]!.startsWith(term)) break;
      add(id, PREFIX_COST);
    }
  }

  private fuzzyWords(term: string, maxTypos: number, add: (id: number, cost: number) => void): void {
    let reached = 0;
    // The radix tree's plain Levenshtein needs one more edit to reach a transposition.
    for (const [candidate, [id]] of (this.postings.words as SearchableMap<number>).fuzzyGet(term, maxTypos + 1)) {
      const typos = typoDistance(term, candidate, maxTypos);
      if (typos > 0 && typos <= maxTypos && ++reached <= MAX_TYPO_TERMS) add(id, typos * TYPO_COST);
    }
  }

  /** Words whose some prefix is within the budget: a walk of the radix tree with one distance row per character. */
  private fuzzyPrefix(query: string, max: number, add: (id: number, cost: number) => void): void {
    const n = query.length;
    let reached = 0;
    const rows: Uint8Array[] = [];
    const rowAt = (depth: number): Uint8Array => (rows[depth] ??= new Uint8Array(n + 1));
    const first = rowAt(0);
    for (let j = 0; j <= n; j++) first[j] = j;
    const addAll = (node: RadixNode, cost: number): void => {
      for (const [key, child] of node) {
        if (reached > MAX_TYPO_TERMS) return;
        if (key === '') {
          reached++;
          add(child as number, cost);
        } else addAll(child as RadixNode, cost);
      }
    };
    // `path` holds the characters walked so far (for transpositions); `best` the smallest distance
    // of a walked prefix to the whole query.
    const path: string[] = [];
    const walk = (node: RadixNode, depth: number, limit: number, extra: number, best: number): void => {
      for (const [key, child] of node) {
        if (reached > MAX_TYPO_TERMS) return;
        if (key === '') {
          if (best <= limit && best + extra > 0) {
            reached++;
            add(child as number, (best + extra) * TYPO_COST + PREFIX_COST);
          }
          continue;
        }
        let d = depth;
        let b = best;
        let alive = true;
        const pushed = path.length;
        for (const ch of key) {
          path.push(ch);
          d++;
          const prev = rowAt(d - 1);
          const prevPrev = d >= 2 ? rowAt(d - 2) : null;
          const row = rowAt(d);
          row[0] = d;
          let rowMin = d;
          for (let j = 1; j <= n; j++) {
            const cost = ch === query[j - 1] ? 0 : 1;
            let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
            if (prevPrev !== null && j > 1 && ch === query[j - 2] && path[d - 2] === query[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
            row[j] = v;
            if (v < rowMin) rowMin = v;
          }
          if (row[n]! < b) b = row[n]!;
          if (rowMin > limit) {
            alive = false;
            break;
          }
        }
        if (alive) walk(child as RadixNode, d, limit, extra, b);
        else if (b <= limit && b + extra > 0) addAll(child as RadixNode, (b + extra) * TYPO_COST + PREFIX_COST);
        path.length = pushed;
      }
    };
    // A typo on the first letter counts as two: the limit of the rest depends on the first letter.
    for (const [key, child] of this.root) {
      if (key === '') continue;
      const extra = key[0] === query[0] ? 0 : 1;
      if (max - extra < 0) continue;
      walk(new Map([[key, child]]), 0, max - extra, extra, n);
    }
  }

  /**
   * Identifiers sharing the term's first letter within the budget, whole or (the last query word)
   * as a prefix, the first MAX_TYPO_TERMS of them in sorted order (a walk of the sorted array as a
   * trie: sorted-term-walk.ts).
   */
  private fuzzyIdentifiers(term: string, prefix: boolean, maxTypos: number, add: (id: number, cost: number) => void): void {
    const { identifiers, terms } = this.postings;
    const { disableOnNumbers } = this.typo;
    let reached = 0;
    const first = term[0]!;
    const next = String.fromCharCode(first.charCodeAt(0) + 1);
    walkTypos({ terms, ids: identifiers }, this.identifierLowerBound(first), this.identifierLowerBound(next), term, maxTypos, prefix, (k, typos) => {
      const id = identifiers[k]!;
      if (disableOnNumbers && isNumberWord(terms[id]!)) return true;
      if (++reached > MAX_TYPO_TERMS) return false;
      add(id, typos * TYPO_COST + (prefix ? PREFIX_COST : 0));
      return true;
    });
  }

  /** First index in the sorted identifiers whose term is >= key. */
  private identifierLowerBound(key: string): number {
    const { identifiers, terms } = this.postings;
    let lo = 0;
    let hi = identifiers.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[identifiers[mid]!]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
