// Highlighting passes over words that cannot match by their first character (highlight.ts
// firstCharacters); the tags must land exactly where highlightLength, applied to every word of the
// text, puts them: random texts (ASCII and accented, upper and lower case, identifiers, URLs)
// against random queries (prefixes, typos of one and two, phrases).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightLength, highlightText, matchPositions } from '../../../server/search/embedded/highlight';
import { parseQuery } from '../../../server/search/embedded/query-words';
import { scanWords } from '../../../server/search/embedded/word-scan';

const WORDS = [
  'Toyota',
  'toyota',
  'TOYOTA',
  'Tyoota',
  'Sport',
  'Sportage',
  'spo',
  'Évora',
  'evora',
  'Westfália',
  'GT-Line',
  'x5',
  'X5',
  'RAV4',
  'rav',
  'https',
  'img.example',
  '100123',
  '2020',
  'ütе',
  'Landcruiser',
  'landcrusier',
  'Kandcruiser',
  'Volkswagen',
  'Bolkswagen',
  'ÆON',
  'ﬁne',
];
const text = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 6 })), fc.constantFrom(' ', '-', '/', ', ', '')), { maxLength: 8 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));
const q = fc.oneof(
  fc.array(fc.constantFrom(...WORDS, '"sport gt"', 'landcruise', 'to', 'E', 'é'), { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
  fc.string({ maxLength: 8 }),
);

/** The definition: every word's highlightLength. */
function expected(value: string, query: ReturnType<typeof parseQuery>): string {
  let out = '';
  let last = 0;
  scanWords(value, (at, end) => {
    const len = highlightLength(value.slice(at, end), query);
    if (len === 0) return;
    out += `${value.slice(last, at)}<em>${value.slice(at, at + len)}</em>`;
    last = at + len;
  });
  return out + value.slice(last);
}

describe('highlightText', () => {
  it('tags the words highlightLength picks, and no other', () => {
    fc.assert(
      fc.property(q, fc.array(text, { minLength: 1, maxLength: 6 }), (query, texts) => {
        const parsed = parseQuery(query);
        for (const value of texts) {
          expect(highlightText(value, parsed, '<em>', '</em>')).toBe(expected(value, parsed));
          const positions = matchPositions(value, parsed).length;
          let words = 0;
          scanWords(value, (at, end) => void (highlightLength(value.slice(at, end), parsed) > 0 && words++));
          expect(positions).toBe(words);
        }
      }),
      { numRuns: 500 },
    );
  });
});
