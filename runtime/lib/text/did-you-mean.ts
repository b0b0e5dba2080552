import { closest, distance } from 'fastest-levenshtein';

/**
 * The candidate nearest to a misspelt word, when it is near enough to be a likely typo: within
 * max(2, ⌊length/3⌋) edits, case ignored. Returned as spelt in the candidates.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(
    word.toLowerCase(),
    candidates.map((c) => c.toLowerCase()),
  );
  const index = candidates.findIndex((c) => c.toLowerCase() === best);
  const limit = Math.max(2, Math.floor(word.length / 3));
  return distance(word.toLowerCase(), best) <= limit ? candidates[index] : undefined;
}

/** The hint's wording for a suggested value. */
export function suggestionHint(suggestion: string): string {
  return `did you mean "${suggestion}"?`;
}

/** The did-you-mean hint for a word, or none when no candidate is near enough. */
export function hintFor(word: string, candidates: readonly string[]): string | undefined {
  const match = didYouMean(word, candidates);
  return match ? suggestionHint(match) : undefined;
}
