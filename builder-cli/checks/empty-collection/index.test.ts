import { describe, expect, it } from 'vitest';
import { lint, newDealer, offense, type Edits } from '../../../tests/helpers/lint-fixture';

const modelsPage = (where: string): Edits => ({
  [`${where}/pages/models.json`]: JSON.stringify({ schemaVersion: 2, path: '/models', title: 'Models', blocks: [{ type: 'model-list', props: {} }] }),
});

describe('empty-collection', () => {
  it('passes a models page of a site with models', async () => {
    expect((await lint(modelsPage('acme'))).lines('empty-collection')).toEqual([]);
  });

  it("points at the dealer's own empty models.json", async () => {
    const { lines } = await lint({ ...modelsPage('acme'), 'acme/models.json': (d) => ({ ...d, models: [] }) });
    expect(lines('empty-collection')).toEqual([
      expect.stringMatching(
        offense(
          'acme/models.json',
          'warning empty-collection /models page /models (pages/models.json) lists models (model-list block), but the site has no models: add them to tenants/acme/models.json, or remove the block',
        ),
      ),
    ]);
  });

  it("points at the dealer's own site.json, not the template, for a template's models page and header menu", async () => {
    const edits: Edits = {
      ...modelsPage('_templates/base'),
      '_templates/base/site.json': (d) => ({
        ...d,
        navigation: { ...d.navigation, header: [...d.navigation.header, { label: 'Models', href: '/models', menu: 'models' }] },
      }),
      ...newDealer,
    };
    const { lines } = await lint(edits, ['newbie']);
    expect(lines('empty-collection')).toEqual([
      expect.stringMatching(
        offense(
          'newbie/site.json',
          'warning empty-collection / page /models (pages/models.json) lists models (model-list block), but the site has no models: add them to tenants/newbie/models.json, or remove the block',
        ),
      ),
      expect.stringMatching(
        offense(
          'newbie/site.json',
          'warning empty-collection / the header menu "Models" shows the models mega-menu, but the site has no models: add them to tenants/newbie/models.json, or remove its "menu"',
        ),
      ),
    ]);
  });

  it("points at the dealer's own page when the dealer owns it", async () => {
    const page = {
      schemaVersion: 2,
      path: '/deals',
      title: 'Deals',
      blocks: [
        { type: 'review-list', props: {} },
        { type: 'offer-list', props: {} },
      ],
    };
    const { lines } = await lint({ ...newDealer, 'newbie/pages/deals.json': JSON.stringify(page) }, ['newbie']);
    // No reviews: review-list renders nothing, so it is no empty page.
    expect(lines('empty-collection')).toEqual([
      expect.stringMatching(
        offense(
          'newbie/pages/deals.json',
          'warning empty-collection /blocks/1/type page /deals (pages/deals.json) lists offers (offer-list block), but the site has no offers: add them to tenants/newbie/offers.json, or remove the block',
        ),
      ),
    ]);
  });
});
