import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const pageAt = (path: string) => ({ 'acme/pages/specials.json': (p: any) => ({ ...p, path }) }); // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON

describe('shadowed-route', () => {
  it('passes pages at paths no built-in route uses', async () => {
    expect((await lint()).lines('shadowed-route')).toEqual([]);
  });

  it.each([
    ['/saved-cars', 'saved-cars route at /saved-cars (built-in)'],
    ['/cars/', 'search route at /cars (site.json vehicles.basePath)'],
    ['/sitemap.xml', 'file route at /sitemap.xml (built-in (server/seo))'],
  ])('warns about a page at %s (a trailing slash is the same path)', async (path, what) => {
    const { lines } = await lint(pageAt(path));
    expect(lines('shadowed-route')).toEqual([
      expect.stringMatching(
        offense('acme/pages/specials.json', `warning shadowed-route /path page ${path} (pages/specials.json) replaces the built-in ${what}`),
      ),
    ]);
  });
});
