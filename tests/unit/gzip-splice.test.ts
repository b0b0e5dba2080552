import { gunzipSync } from 'node:zlib';
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
