/* eslint-disable @typescript-eslint/no-explicit-any -- tenant fixture JSON edited in place, of any shape */
import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const linkTo = (href: string) => ({
  'acme/pages/specials.json': (p: any) => ({ ...p, blocks: [...p.blocks, { type: 'button-group', props: { buttons: [{ label: 'Go', href }] } }] }),
});

describe('internal-link', () => {
  it.each([
    ['a content page, with a query and an anchor', '/specials/?x=1#top'],
    ['the stock search under the vehicle base path', '/cars/'],
    ['a car page', '/cars/2019-mazda-cx-5-maxx-1'],
    ['any /search/ path', '/search/used-cars'],
    ['a form screen of a form the site has', '/contact'],
    ['saved cars', '/saved-cars'],
    ['an external, tel: or mailto: link', 'tel:0733334444'],
  ])('passes a link to %s', async (_, href) => {
    expect((await lint(linkTo(href))).lines('internal-link')).toEqual([]);
  });

  it('reports a button link to a page that does not exist, with the nearest route', async () => {
    const { lines, problems } = await lint(linkTo('/specails'));
    expect(lines('internal-link')).toEqual([
      expect.stringMatching(
        offense(
          'acme/pages/specials.json',
          'error internal-link /blocks/1/props/buttons/0/href link "/specails" leads to no page or built-in route of this site (it would show the 404 page)',
        ),
      ),
    ]);
    expect(problems.find((p) => p.code === 'internal-link')?.suggestions).toEqual([{ message: 'did you mean "/specials"?' }]);
  });

  it("reports navigation links and links inside HTML, in the file that holds them (a template's too)", async () => {
    const { lines } = await lint({
      '_templates/base/site.json': (s) => ({ ...s, navigation: { ...s.navigation, header: [...s.navigation.header, { label: 'Models', href: '/models' }] } }),
      'acme/pages/home.json': (p) => ({
        ...p,
        blocks: [p.blocks[0], { type: 'rich-text', props: { html: '<p>drive away <a href="/specials">specials</a> <a href="/finance-faq">FAQ</a></p>' } }],
      }),
    });
    expect(lines('internal-link')).toEqual([
      expect.stringMatching(
        offense(
          '_templates/base/site.json',
          'error internal-link /navigation/header/2/href link "/models" leads to no page or built-in route of this site (it would show the 404 page)',
        ),
      ),
      expect.stringMatching(
        offense(
          'acme/pages/home.json',
          'error internal-link /blocks/1/props/html link "/finance-faq" leads to no page or built-in route of this site (it would show the 404 page)',
        ),
      ),
    ]);
  });
});
