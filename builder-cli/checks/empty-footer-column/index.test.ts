import { describe, expect, it } from 'vitest';
import { lint, newDealer, offense, type Edits } from '../../../tests/helpers/lint-fixture';

const footer = (groups: unknown[]): Edits => ({
  '_templates/base/site.json': (d) => ({ ...d, navigation: { ...d.navigation, footer: [...d.navigation.footer, ...groups] } }),
});
const generated = footer([
  { title: 'Vehicles by body type', menu: 'body-types' },
  { title: 'Models', menu: 'models' },
]);

describe('empty-footer-column', () => {
  it('passes generated columns of a site with models, and columns with links', async () => {
    expect((await lint(generated)).lines('empty-footer-column')).toEqual([]);
  });

  it("warns about each generated column of a dealer with no models, at the dealer's own site.json", async () => {
    const { lines } = await lint({ ...generated, ...newDealer }, ['newbie']);
    expect(lines('empty-footer-column')).toEqual([
      expect.stringMatching(
        offense(
          'newbie/site.json',
          'warning empty-footer-column / the footer column "Vehicles by body type" lists body types from models.json, but the site has no models with a manufacturer_body: add them to tenants/newbie/models.json, or remove the column',
        ),
      ),
      expect.stringMatching(
        offense(
          'newbie/site.json',
          'warning empty-footer-column / the footer column "Models" lists models from models.json, but the site has no models: add them to tenants/newbie/models.json, or remove the column',
        ),
      ),
    ]);
  });

  it('warns about body types when no model has a body, at the empty models.json of the dealer', async () => {
    const { lines } = await lint({
      ...generated,
      'acme/models.json': (d) => ({ ...d, models: d.models.map((m: object) => ({ ...m, manufacturer_body: '' })) }),
    });
    expect(lines('empty-footer-column')).toEqual([
      expect.stringMatching(/^acme\/models\.json:\d+:\d+ warning empty-footer-column \/models the footer column "Vehicles by body type" lists body types/),
    ]);
  });

  it('warns about a column with an empty link list where it is written', async () => {
    const { lines } = await lint(footer([{ title: 'Useful', links: [] }]));
    expect(lines('empty-footer-column')).toEqual([
      expect.stringMatching(
        offense(
          '_templates/base/site.json',
          'warning empty-footer-column /navigation/footer/1 the footer column "Useful" has no links: add some to its "links", or remove it',
        ),
      ),
    ]);
  });
});
