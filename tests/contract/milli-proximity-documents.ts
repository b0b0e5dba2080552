// Documents of milli's proximity.rs, word_position.rs and attribute_fid.rs tests
// (crates/milli/src/search/new/tests/, read at commit 5cb2f2e9), for
// meilisearch-proximity.test.ts. Long runs of one word are written as repeats; whitespace between
// words is only a soft separator, so the words and their positions are the original's.
import type { Doc } from './backends';

/** The 425 words of proximity.rs's edge-case documents 0 and 14: `prefix` + row + column. */
function grid(prefix: string): string {
  const cells: string[] = [];
  for (const r of 'abcdefgklmnopqrst') for (const c of 'abcefghijklmnopqrstuvwxyz') cells.push(c === 's' ? `${prefix}${r}s${r}` : `${prefix}${r}${c}`);
  return cells.join(' ');
}
const as = (count: number) => Array.from({ length: count }, () => 'a').join(' ');

// proximity.rs:35, create_simple_index (its second document 9 replaces the first, as in Meilisearch).
export const PROXIMITY_SIMPLE: Doc[] = [
  { id: 0, text: 'the very quick dark brown and smart fox did jump over the terribly lazy and small dog' },
  { id: 1, text: 'the. quick brown fox jumps over the lazy. dog' },
  { id: 2, text: 'the quick brown fox jumps over the lazy. dog' },
  { id: 3, text: 'dog the quick brown fox jumps over the lazy' },
  { id: 4, text: 'the quickbrown fox jumps over the lazy dog' },
  { id: 5, text: 'brown quick fox jumps over the lazy dog' },
  { id: 6, text: 'the really quick brown fox jumps over the very lazy dog' },
  { id: 7, text: 'the really quick brown fox jumps over the lazy dog' },
  { id: 8, text: 'the quick brown fox jumps over the lazy' },
  { id: 9, text: 'the quack brown fox jumps over the lazy dog' },
  { id: 10, text: 'the quick brown fox jumps over the lazy dog' },
];
// proximity.rs:100, create_edge_cases_index.
export const PROXIMITY_EDGE: Doc[] = [
  { id: 0, text: grid('s') },
  { id: 1, text: 'Sun Flower sounds like the title of a painting, maybe about a plant wilting under the heat.' },
  { id: 2, text: 'Sun Flower sounds like the title of a painting, maybe about a flower wilting under the heat.' },
  { id: 3, text: 'A flower wilting under the sun, unlike a sunflower' },
  { id: 4, text: 'sun flower wilting under the heat' },
  { id: 5, text: 'sunflower wilting under the heat' },
  { id: 6, text: 'this is the best meal I have ever had in such a beautiful summer day' },
  { id: 7, text: 'this is the best cooked meal of the summer' },
  { id: 8, text: 'this is the best meal of the summer' },
  { id: 9, text: 'this is the best meal of summer' },
  { id: 10, text: 'this is the best summer meal' },
  { id: 11, text: 'summer x y best' },
  { id: 12, text: 'summer x best' },
  { id: 13, text: 'summer best' },
  { id: 14, text: grid('win') },
  { id: 15, text: 'this is the best meal I have ever had in such a beautiful winter day' },
  { id: 16, text: 'this is the best cooked meal of the winter' },
  { id: 17, text: 'this is the best meal of the winter' },
  { id: 18, text: 'this is the best meal of winter' },
  { id: 19, text: 'this is the best winter meal' },
  { id: 20, text: 'winter x y best' },
  { id: 21, text: 'winter x best' },
  { id: 22, text: 'winter best' },
];
// word_position.rs:20, create_index.
export const WORD_POSITION: Doc[] = [
  { id: 0, text: 'do you know about the quick and talented brown fox' },
  { id: 1, text: 'do you know about the quick brown fox' },
  { id: 2, text: 'the quick and talented brown fox' },
  { id: 3, text: 'fox brown quick the' },
  { id: 4, text: 'the quick brown fox' },
  { id: 5, text: `${as(1345)} the quick brown fox` },
  { id: 6, text: `quick ${as(168)} brown` },
  { id: 7, text: `${as(170)} quickbrown` },
  { id: 8, text: `${as(170)} quick brown` },
  { id: 9, text: `${as(170)} quickbrown` },
  { id: 10, text: 'quick brown', text2: 'brown quick' },
  { id: 11, text: 'quickbrown' },
  { id: 12, text: 'quick brown' },
  { id: 13, text: 'quickbrown' },
];
// attribute_fid.rs:20, create_index.
export const ATTRIBUTE_FID: Doc[] = [
  { id: 0, title: '', description: '', plot: 'the quick brown fox jumps over the lazy dog' },
  { id: 1, title: '', description: 'the quick brown foxes jump over the lazy dog', plot: '' },
  { id: 2, title: 'the quick brown fox jumps over the lazy dog', description: '', plot: '' },
  { id: 3, title: 'the', description: 'quick brown fox jumps over the lazy dog', plot: '' },
  { id: 4, title: 'the quick', description: 'brown fox jumps over the lazy dog', plot: '' },
  { id: 5, title: 'the quick brown', description: 'fox jumps over the lazy dog', plot: '' },
  { id: 6, title: 'the quick brown fox', description: 'jumps over the lazy dog', plot: '' },
  { id: 7, title: 'the quick', description: 'brown fox jumps', plot: 'over the lazy dog' },
  { id: 8, title: 'the quick brown', description: 'fox', plot: 'jumps over the lazy dog' },
  { id: 9, title: 'the quick brown', description: 'fox jumps', plot: 'over the lazy dog' },
  { id: 10, title: '', description: 'the quick brown fox', plot: 'jumps over the lazy dog' },
  { id: 11, title: 'the quick', description: '', plot: 'brown fox jumps over the lazy dog' },
  { id: 12, title: '', description: 'the quickbrownfox', plot: 'jumps over the lazy dog' },
  { id: 13, title: '', description: 'the quick brown fox', plot: 'jumps over the lazy dog' },
  { id: 14, title: '', description: 'the quickbrownfox', plot: 'jumps overthelazy dog' },
];
