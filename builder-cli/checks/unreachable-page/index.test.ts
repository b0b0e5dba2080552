import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

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
});
