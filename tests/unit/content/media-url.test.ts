import { describe, expect, it } from 'vitest';
import { mediaVersionParam, versionedMediaUrl, withMediaVersions } from '../../../runtime/lib/media-url';

const versions: Record<string, string> = { '/media/logo.svg': '1a2b3c4d', '/media/stock/rear.svg': 'deadbeef' };
const versionOf = (p: string) => versions[p] ?? null;

describe('versionedMediaUrl', () => {
  it.each([
    ['/media/logo.svg', '/media/logo.svg?v=1a2b3c4d'],
    ['/media/stock/rear.svg', '/media/stock/rear.svg?v=deadbeef'],
    ['/media/missing.svg', '/media/missing.svg'],
    ['/media/photos/evo-wrc-front.95bc9fbf.jpg', '/media/photos/evo-wrc-front.95bc9fbf.jpg'],
    ['/media/logo.svg?v=old', '/media/logo.svg?v=old'],
    ['/media/logo.svg#x', '/media/logo.svg#x'],
    ['https://cdn.example.com/media/logo.svg', 'https://cdn.example.com/media/logo.svg'],
    ['Our /media/logo.svg', 'Our /media/logo.svg'],
    ['/mediakit/logo.svg', '/mediakit/logo.svg'],
  ])('%s -> %s', (url, expected) => {
    expect(versionedMediaUrl(url, versionOf)).toBe(expected);
  });
});

describe('mediaVersionParam', () => {
  it.each([
    ['1a2b3c4d', '1a2b3c4d'],
    ['1A2B3C4D', '1a2b3c4d'],
    ['1a2b3c4', null],
    ['xyzxyzxy', null],
    [['1a2b3c4d'], null],
    [undefined, null],
  ])('%j -> %j', (v, expected) => {
    expect(mediaVersionParam(v)).toBe(expected);
  });
});

describe('withMediaVersions', () => {
  it('versions nested strings and copies only what changes', () => {
    const untouched = Object.freeze({ title: 'Hi', photo: '/media/photos/a.0123abcd.jpg' });
    const data = Object.freeze({ logo: { url: '/media/logo.svg' }, list: Object.freeze(['/media/stock/rear.svg', 'x']), untouched, n: 3, none: null });
    const out = withMediaVersions(data, versionOf);
    expect(out).toEqual({ logo: { url: '/media/logo.svg?v=1a2b3c4d' }, list: ['/media/stock/rear.svg?v=deadbeef', 'x'], untouched, n: 3, none: null });
    expect(out.untouched).toBe(untouched);
    expect(data.logo.url).toBe('/media/logo.svg');
    expect(withMediaVersions(untouched, versionOf)).toBe(untouched);
  });
});
