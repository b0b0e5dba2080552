import { closest, distance } from 'fastest-levenshtein';

/** The candidate nearest to a misspelt word, when it is near enough to be a likely typo. */
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

export function hintFor(word: string, candidates: readonly string[]): string | undefined {
  const match = didYouMean(word, candidates);
  return match ? `did you mean "${match}"?` : undefined;
}
