import { describe, expect, it } from 'vitest';
import { cutAll } from '../../../server/http/buffer-text';

describe('cutAll', () => {
  it.each<[string, string, string, string]>([
    ['no occurrence', '<p>hi</p>', ' nonce="a"', '<p>hi</p>'],
    ['one occurrence', '<script nonce="a">x</script>', ' nonce="a"', '<script>x</script>'],
    ['several, adjacent to each other and to the ends', ' nonce="a" nonce="a"<b nonce="a"> nonce="a"', ' nonce="a"', '<b>'],
    ['only the whole needle', '<s nonce="ab"><s nonce="a">', ' nonce="a"', '<s nonce="ab"><s>'],
    ['multi-byte text around it keeps its bytes', 'Mazda · 2026 — “CX-90”<i nonce="é">…</i>', ' nonce="é"', 'Mazda · 2026 — “CX-90”<i>…</i>'],
    ['the whole body', ' nonce="a"', ' nonce="a"', ''],
    ['an empty needle changes nothing', 'abc', '', 'abc'],
  ])('%s', (_name, body, needle, expected) => {
    expect(cutAll(Buffer.from(body, 'utf8'), needle).toString('utf8')).toBe(expected);
    expect(cutAll(Buffer.from(body, 'utf8'), needle).toString('utf8')).toBe(body.split(needle).join(''));
  });

  it('returns the same Buffer when there is nothing to cut', () => {
    const body = Buffer.from('<p>hi</p>');
    expect(cutAll(body, ' nonce="a"')).toBe(body);
  });
});
