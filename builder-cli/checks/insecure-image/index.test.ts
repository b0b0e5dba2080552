/* eslint-disable @typescript-eslint/no-explicit-any -- tenant fixture JSON edited in place, of any shape */
import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const message = (url: string) =>
  `image "${url}" is addressed with http://: browsers ask for it over https (the site's security policy), so it shows only if its host serves it there`;

const heroWith = (url: string) => ({
  'acme/pages/home.json': (p: any) => ({
    ...p,
    blocks: [{ type: 'hero', props: { heading: 'Hi', image: { url, alt: '', width: 10, height: 10 } } }, p.blocks[1]],
  }),
});

describe('insecure-image', () => {
  it('passes https, site-relative and protocol-relative images', async () => {
    const { lines } = await lint({
      ...heroWith('https://cdn.example/hero.jpg'),
      'acme/pages/specials.json': (p: any) => ({
        ...p,
        blocks: [
          { type: 'rich-text', props: { html: '<img src="//cdn.example/a.png" width="1" height="1"><img src="/media/logo.svg" width="1" height="1">' } },
        ],
      }),
    });
    expect(lines('insecure-image')).toEqual([]);
  });

  it('reports an http:// image at its url, with the https address as a suggestion carrying the edit (never applied by --fix)', async () => {
    const { lines, problems } = await lint(heroWith('http://cdn.example/hero.jpg'));
    expect(lines('insecure-image')).toEqual([
      expect.stringMatching(
        offense(
          'acme/pages/home.json',
          'warning insecure-image /blocks/0/props/image/url image "http://cdn.example/hero.jpg" is addressed with http://: browsers ask for it over https (the site\'s security policy), so it shows only if its host serves it there',
        ),
      ),
    ]);
    const [problem] = problems.filter((p) => p.code === 'insecure-image');
    expect(problem?.fix).toBeUndefined();
    expect(problem?.suggestions).toEqual([
      {
        message: 'check that https://cdn.example/hero.jpg shows the picture, then write that address',
        fix: expect.objectContaining({ edits: [expect.objectContaining({ text: '"https://cdn.example/hero.jpg"' })] }),
      },
    ]);
  });

  it('reports an http:// logo and an <img> inside HTML; the HTML one has no edit', async () => {
    const { lines, problems } = await lint({
      'acme/site.json': (s: any) => ({ ...s, logo: { ...s.logo, url: 'HTTP://old-dms.example/logo.png' } }),
      'acme/pages/specials.json': (p: any) => ({
        ...p,
        blocks: [{ type: 'rich-text', props: { html: '<p>drive away</p><img src="http://old-dms.example/offer.png" width="1" height="1">' } }],
      }),
    });
    expect(lines('insecure-image')).toEqual([
      expect.stringMatching(offense('acme/site.json', `warning insecure-image /logo/url ${message('HTTP://old-dms.example/logo.png')}`)),
      expect.stringMatching(offense('acme/pages/specials.json', `warning insecure-image /blocks/0/props/html ${message('http://old-dms.example/offer.png')}`)),
    ]);
    expect(problems.filter((p) => p.code === 'insecure-image').map((p) => p.suggestions?.[0]?.fix === undefined)).toEqual([false, true]);
  });
});
