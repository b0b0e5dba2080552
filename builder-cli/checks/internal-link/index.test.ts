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

  describe('a parameter route checks its parameter against the data it names', () => {
    const page = (id: string, path: string, type: string) => ({
      [`acme/pages/${id}.json`]: JSON.stringify({ schemaVersion: 2, path, title: id, blocks: [{ type, props: {} }] }),
    });
    const withParamPages = {
      ...page('model', '/:modelSlug', 'model-page'),
      ...page('offer', '/offers/:offerId', 'offer-detail'),
    };
    const header = (...hrefs: string[]) => ({
      'acme/site.json': (s: any) => ({ ...s, navigation: { header: hrefs.map((href, i) => ({ label: `Link ${i}`, href })) } }),
    });

    it('passes links naming a model, an offer and a car the tenant has', async () => {
      const { lines } = await lint({ ...withParamPages, ...header('/cx-5', '/offers/cx-5-drive-away', '/cars/2019-mazda-cx-5-maxx-1/') });
      expect(lines('internal-link')).toEqual([]);
    });

    it("reports a one-segment link in the tenant's own header that names no model, with did-you-mean over the model slugs", async () => {
      const { lines, problems } = await lint({ ...withParamPages, ...header('/', '/no-such-page', '/cx5') });
      expect(lines('internal-link')).toEqual([
        expect.stringMatching(
          offense(
            'acme/site.json',
            'error internal-link /navigation/header/1/href link "/no-such-page" names no record of /:modelSlug (modelSlug: models.json slugs), so it would show the 404 page',
          ),
        ),
        expect.stringMatching(
          offense(
            'acme/site.json',
            'error internal-link /navigation/header/2/href link "/cx5" names no record of /:modelSlug (modelSlug: models.json slugs), so it would show the 404 page',
          ),
        ),
      ]);
      expect(problems.filter((p) => p.code === 'internal-link').map((p) => p.suggestions)).toEqual([undefined, [{ message: 'did you mean "/cx-5"?' }]]);
    });

    it('reports an unknown offer id and an unknown car slug', async () => {
      const { lines, problems } = await lint({ ...withParamPages, ...header('/offers/cx-5-driveaway', '/cars/2019-mazda-cx-5-maxx-2') });
      expect(lines('internal-link')).toEqual([
        expect.stringMatching(
          offense(
            'acme/site.json',
            'error internal-link /navigation/header/0/href link "/offers/cx-5-driveaway" names no record of /offers/:offerId (offerId: offers.json ids shown on this site), so it would show the 404 page',
          ),
        ),
        expect.stringMatching(
          offense(
            'acme/site.json',
            'error internal-link /navigation/header/1/href link "/cars/2019-mazda-cx-5-maxx-2" names no record of /cars/:slug (slug: slugs of the cars the site shows), so it would show the 404 page',
          ),
        ),
      ]);
      expect(problems.filter((p) => p.code === 'internal-link').map((p) => p.suggestions)).toEqual([
        [{ message: 'did you mean "/offers/cx-5-drive-away"?' }],
        [{ message: 'did you mean "/cars/2019-mazda-cx-5-maxx-1"?' }],
      ]);
    });
  });
});
