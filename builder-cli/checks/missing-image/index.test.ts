/* eslint-disable @typescript-eslint/no-explicit-any -- tenant fixture JSON edited in place, of any shape */
import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const heroWith = (url: string) => ({
  'acme/pages/home.json': (p: any) => ({
    ...p,
    blocks: [{ type: 'hero', props: { heading: 'Hi', image: { url, alt: '', width: 10, height: 10 } } }, p.blocks[1]],
  }),
});

describe('missing-image', () => {
  it("passes images found in the tenant's public/ or a template's, and external URLs", async () => {
    expect((await lint(heroWith('/media/logo.svg'))).lines('missing-image')).toEqual([]);
    expect((await lint(heroWith('/media/hero.svg?v=2'))).lines('missing-image')).toEqual([]);
    expect((await lint(heroWith('https://cdn.example/hero.jpg'))).lines('missing-image')).toEqual([]);
  });

  it('reports a /media/ image that exists nowhere, at its url', async () => {
    const { lines } = await lint(heroWith('/media/hero-car.svg'));
    expect(lines('missing-image')).toEqual([
      expect.stringMatching(
        offense(
          'acme/pages/home.json',
          'error missing-image /blocks/0/props/image/url image "/media/hero-car.svg" does not exist (looked for public/hero-car.svg in the tenant and its templates)',
        ),
      ),
    ]);
  });

  it('reports a missing logo and a missing <img> inside HTML', async () => {
    const { lines } = await lint({
      'acme/site.json': (s) => ({ ...s, logo: { ...s.logo, url: '/media/nope.svg' } }),
      'acme/pages/specials.json': (p) => ({
        ...p,
        blocks: [{ type: 'rich-text', props: { html: '<p>drive away</p><img src="/media/gone.png" width="1" height="1">' } }],
      }),
    });
    expect(lines('missing-image')).toEqual([
      expect.stringMatching(
        offense(
          'acme/site.json',
          'error missing-image /logo/url image "/media/nope.svg" does not exist (looked for public/nope.svg in the tenant and its templates)',
        ),
      ),
      expect.stringMatching(
        offense(
          'acme/pages/specials.json',
          'error missing-image /blocks/0/props/html image "/media/gone.png" does not exist (looked for public/gone.png in the tenant and its templates)',
        ),
      ),
    ]);
  });

  it('does not look outside public/ for ../ paths', async () => {
    expect((await lint(heroWith('/media/../site.json'))).lines('missing-image')).toHaveLength(1);
  });
});
