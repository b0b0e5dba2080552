import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fillGaps, gzipWithGaps } from '../../server/http/gzip-splice';

const GAP = 'Zq3nonce0ZZ0nonce3qZ==';

describe('gzipWithGaps / fillGaps', () => {
  it.each([
    ['no gap', 'plain text, nothing to fill'],
    ['one gap', `<script nonce="${GAP}">x</script>`],
    ['gaps at both ends and side by side', `${GAP}a${GAP}${GAP}b${GAP}`],
    ['only a gap', GAP],
    ['multi-byte text around gaps', `Škoda — “quoted” ${GAP} 🚗 ${GAP} end`],
    ['a long page that repeats itself', `<p>${'Mazda CX-5 Maxx Sport '.repeat(20_000)}</p>`.replace(/Sport/g, (m, i: number) => (i % 997 === 0 ? GAP : m))],
  ])('%s: gunzips to the text with every gap filled', async (_name, text) => {
    const body = await gzipWithGaps(text, GAP);
    for (const fill of ['', 'n', 'r4nd0mN0nc3+/abcdefghij==', 'é'.repeat(300)])
      expect(gunzipSync(fillGaps(body, fill)).toString('utf8')).toBe(text.split(GAP).join(fill));
  });

  it.each([
    ['one gap', `<style nonce="${GAP}">a{color:red}</style><script nonce="${GAP}">x</script>`],
    ['gaps at both ends and side by side', `${GAP}a${GAP}${GAP}b${GAP}`],
    ['multi-byte text around gaps', `Škoda — “quoted” ${GAP} 🚗 ${GAP} end`],
    [
      'text that repeats across gaps and beyond the window',
      `<p>${'Mazda CX-5 Maxx Sport '.repeat(5_000)}</p>`.replace(/Sport/g, (m, i: number) => (i % 997 === 0 ? GAP : m)),
    ],
    ['a part that repeats the gap text itself', `${GAP}<p>${GAP.slice(0, 10)} ${GAP.slice(5)}</p>${GAP}`],
  ])('%s, parts referring back (fills as long as the gap): gunzips to the filled text', async (_name, text) => {
    const body = await gzipWithGaps(text, GAP, GAP.length);
    expect(body.fillBytes).toBe(GAP.length);
    for (const fill of ['r4nd0mN0nc3+/abcdefghi=='.slice(-GAP.length), '\0'.repeat(GAP.length), 'é'.repeat(GAP.length / 2)]) {
      expect(Buffer.byteLength(fill)).toBe(GAP.length);
      expect(gunzipSync(fillGaps(body, fill)).toString('utf8')).toBe(text.split(GAP).join(fill));
    }
    expect(() => fillGaps(body, 'short')).toThrow(RangeError);
  });

  it('parts referring back make a page with many gaps as small as plain gzip, within the stored fills', async () => {
    const css = Array.from({ length: 300 }, (_, i) => `.block-${i}{margin:${i % 7}px;color:#${(i * 4099).toString(16).padStart(6, '0')}}`).join('');
    const scripts = Array.from({ length: 10 }, (_, i) => `<script nonce="${GAP}">window.x${i}=${JSON.stringify(css.slice(i * 500, i * 500 + 400))}</script>`);
    const text = `<style nonce="${GAP}">${css}</style>${scripts.join('<p>between</p>')}`;
    const plain = gzipSync(text.replaceAll(GAP, 'a'.repeat(GAP.length))).length;
    const unlinked = fillGaps(await gzipWithGaps(text, GAP), 'a'.repeat(GAP.length)).length;
    const linked = fillGaps(await gzipWithGaps(text, GAP, GAP.length), 'a'.repeat(GAP.length)).length;
    // Each gap costs its stored bytes and the next part's block header (its Huffman tables); the
    // unlinked parts repeat the CSS.
    expect(linked).toBeLessThan(plain + 11 * (GAP.length + 50));
    expect(unlinked).toBeGreaterThan(linked * 1.4);
  });

  it('a text with a NUL byte is compressed without back-references across gaps', async () => {
    const text = `a\0b${GAP}c`;
    const body = await gzipWithGaps(text, GAP, GAP.length);
    expect(body.fillBytes).toBeUndefined();
    expect(gunzipSync(fillGaps(body, 'n')).toString('utf8')).toBe('a\0bnc');
  });

  it('compresses a repetitive page like plain gzip would, within a few hundred bytes per gap', async () => {
    const text = `<p>${'Mazda CX-5 Maxx Sport '.repeat(10_000)}</p>${GAP}<p>${'Hilux SR5 '.repeat(10_000)}</p>`;
    const filled = fillGaps(await gzipWithGaps(text, GAP), 'abc');
    expect(filled.length).toBeLessThan(4_000);
  });

  it('refuses a fill longer than a stored block holds', async () => {
    const body = await gzipWithGaps(`a${GAP}b`, GAP);
    expect(() => fillGaps(body, 'x'.repeat(65_536))).toThrow(RangeError);
  });
});
