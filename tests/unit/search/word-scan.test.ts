// scanWords (word-scan.ts) finds the words WORDS finds, at the same offsets, on any text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORDS } from '../../../server/search/embedded/query-words';
import { scanWords } from '../../../server/search/embedded/word-scan';

function scanned(text: string): [number, string][] {
  const out: [number, string][] = [];
  scanWords(text, (start, end) => out.push([start, text.slice(start, end)]));
  return out;
}

/** A string of code points in [min, max] (lone surrogates included when the range has them). */
const codePoints = (min: number, max: number) =>
  fc.array(fc.integer({ min, max }), { maxLength: 12 }).map((cps) => cps.map((cp) => String.fromCodePoint(cp)).join(''));

const matched = (text: string): [number, string][] => [...text.matchAll(WORDS)].map((m) => [m.index, m[0]]);

describe('scanWords', () => {
  it('agrees with WORDS on random text, lone surrogates and astral characters included', () => {
    const piece = fc.oneof(
      codePoints(0, 0x7f),
      codePoints(0x80, 0x3000),
      codePoints(0xd800, 0xdfff),
      codePoints(0, 0x10ffff),
      fc.constantFrom(' ', ', ', '-', '\n', '\r', '\t', '\u00a0', '\u3000', '€', 'é', 'e\u0301', '中文', '😀', '\ud800', '\udc00x', 'Škoda', '_', '°'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const text = pieces.join('');
        expect(scanned(text)).toEqual(matched(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('splits a stock-page value as WORDS does', () => {
    expect(scanned('https://img.example/100123/0-t.jpg')).toEqual([
      [0, 'https'],
      [8, 'img'],
      [12, 'example'],
      [20, '100123'],
      [27, '0'],
      [29, 't'],
      [31, 'jpg'],
    ]);
    expect(scanned('')).toEqual([]);
  });
});
