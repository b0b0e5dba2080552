import { describe, expect, it } from 'vitest';
import { lint, offense, type Edits } from '../../../tests/helpers/lint-fixture';

describe('unreachable-page', () => {
  it('passes pages linked from the navigation or from another page (with a query or a trailing slash)', async () => {
    expect((await lint()).lines('unreachable-page')).toEqual([]);
    const viaQuery = await lint({
      'acme/pages/home.json': (p) => ({
        ...p,
        blocks: [{ type: 'button-group', props: { buttons: [{ label: 'Specials', href: '/specials/?from=home#top' }] } }],
      }),
    });
    expect(viaQuery.lines('unreachable-page')).toEqual([]);
  });

  it('reports a page only it links to itself', async () => {
    const { lines } = await lint({
      '_templates/base/site.json': (s) => ({ ...s, navigation: { ...s.navigation, footer: [] } }),
      'acme/pages/home.json': (p) => ({ ...p, blocks: [p.blocks[0]] }),
      'acme/pages/specials.json': (p) => ({ ...p, blocks: [{ type: 'rich-text', props: { html: '<p><a href="/specials">drive away</a></p>' } }] }),
    });
    expect(lines('unreachable-page')).toEqual([
      expect.stringMatching(
        offense(
          'acme/pages/specials.json',
          'warning unreachable-page /path page /specials (pages/specials.json) is not linked from the navigation, a button or another page',
        ),
      ),
    ]);
  });

  it("follows the site's link rules: a link to /blog reaches the /news page on a site with features.blog_to_news", async () => {
    const edits: Edits = {
      '_templates/base/site.json': (s) => ({
        ...s,
        navigation: { ...s.navigation, footer: [{ title: 'Company', links: [{ label: 'Blog', href: '/blog' }] }] },
      }),
      'acme/pages/home.json': (p) => ({ ...p, blocks: [p.blocks[0]] }),
      'acme/pages/specials.json': (p) => ({ ...p, path: '/news' }),
    };
    const news = (blogToNews: boolean) => lint({ ...edits, 'acme/site.json': (s) => ({ ...s, features: { ...s.features, blog_to_news: blogToNews } }) });
    expect((await news(true)).lines('unreachable-page')).toEqual([]);
    expect((await news(false)).lines('unreachable-page')).toEqual([expect.stringContaining('page /news (pages/specials.json) is not linked')]);
  });
});
