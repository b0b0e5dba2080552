// The words of a text as WORDS (query-words.ts) finds them, by a scan of char codes: a word is a
// run of code points that are neither line breaks nor Unicode separators (Z), punctuation (P) or
// symbols (S). `text.matchAll(WORDS)` allocates an iterator result and a match array per word and
// was most of the time of highlighting a page of hits; this calls back with offsets instead.
// Each code point's class comes from the same regular expression, once per code point.

const WORD_CHAR = /^[^\n\r\p{Z}\p{P}\p{S}]$/u;

/** 0: not looked up yet, 1: word character, 2: separator; for the BMP, filled as seen. */
const bmp = new Uint8Array(0x10000);
const astral = new Map<number, boolean>();

function isWordCodePoint(cp: number): boolean {
  if (cp < 0x10000) {
    let c = bmp[cp]!;
    if (c === 0) bmp[cp] = c = WORD_CHAR.test(String.fromCharCode(cp)) ? 1 : 2;
    return c === 1;
  }
  let w = astral.get(cp);
  if (w === undefined) astral.set(cp, (w = WORD_CHAR.test(String.fromCodePoint(cp))));
  return w;
}

/** Calls `visit(start, end)` for each word of `text`, in order ([start, end) in UTF-16 units). */
export function scanWords(text: string, visit: (start: number, end: number) => void): void {
  let start = -1;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    let cp = text.charCodeAt(i);
    let width = 1;
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        width = 2;
      }
    }
    if (isWordCodePoint(cp)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      visit(start, i);
      start = -1;
    }
    i += width - 1;
  }
  if (start >= 0) visit(start, length);
}
