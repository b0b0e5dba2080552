import { describe, expect, it } from 'vitest';
import { clientRouteTable, contentRoutes, type RouteTableInput } from '../../runtime/lib/route-table';
import { resolve, table } from '../helpers/route-table';

// A route folder's own cases are in its folder (runtime/app/routes/checkout/route.test.ts).

describe('route table', () => {
  it.each([
    ['/', 'page:home', 'page'],
    ['/finance', 'form:/finance', 'form'],
    ['/finance/', 'form:/finance', 'form'],
    ['/success', 'success', 'success'],
    ['/cars', 'search:stock', 'search'],
    ['/cars/', 'search:stock', 'search'],
    ['/cars/2021-mazda-cx-5-abc', 'vehicle', 'vehicle'],
    ['/cars/trade-in', 'form:/cars/trade-in', 'form'],
    ['/search/used-cars/', 'search:any', 'search'],
    ['/search/new-used-and-demo-cars/', 'search:default', 'search'],
    ['/saved-cars', 'saved-cars', 'saved-cars'],
    ['/sitemap.xml', 'file:/sitemap.xml', 'file'],
    ['/pages/about-us', 'redirect:pages', 'redirect'],
    ['/no/such/page', 'not-found', 'not-found'],
  ])('%s resolves to %s', (path, id, kind) => {
    expect(resolve(table(), path)).toMatchObject({ id, kind });
  });

  it('a content page wins over a built-in route at the same path', () => {
    const t = table({}, [{ id: 'finance-page', path: '/finance/' }]);
    expect(resolve(t, '/finance')).toEqual({ id: 'page:finance-page', kind: 'page' });
    expect(t.filter((e) => e.path.replace(/\/$/, '') === '/finance')).toHaveLength(1);
  });

  it('content pages may take params, and static paths still rank first', () => {
    const t = table({}, [
      { id: 'offer', path: '/offers/:offerId' },
      { id: 'offers-faq', path: '/offers/faq' },
    ]);
    expect(resolve(t, '/offers/12')).toEqual({ id: 'page:offer', kind: 'page' });
    expect(resolve(t, '/offers/faq')).toEqual({ id: 'page:offers-faq', kind: 'page' });
    expect(contentRoutes(t, { staticOnly: true }).map((r) => r.path)).toEqual(['/offers/faq']);
  });

  it('a form screen exists only for a form the site has', () => {
    const t = table({}, undefined, ['finance']);
    expect(resolve(t, '/finance').kind).toBe('form');
    expect(resolve(t, '/trade-in').kind).toBe('not-found');
    expect(resolve(t, '/finance-pre-approval')).toMatchObject({ kind: 'redirect', to: '/finance' });
    expect(resolve(table({}, undefined, []), '/finance-pre-approval').kind).toBe('not-found');
  });

  it('/finance-pre-approval is the finance form only where the site allows it', () => {
    const t = table({ features: { finance_pre_approval: true } as RouteTableInput['site']['features'] });
    expect(resolve(t, '/finance-pre-approval')).toEqual({ id: 'form:/finance-pre-approval', kind: 'form' });
  });

  it('a site whose vehicle base path is not /cars redirects /cars/ and /cars/{slug} to its own', () => {
    const t = table({ vehicles: { basePath: '/campers' } as RouteTableInput['site']['vehicles'] });
    expect(resolve(t, '/cars/')).toMatchObject({ kind: 'redirect', to: '/campers/' });
    expect(resolve(t, '/cars/2019-jayco-swift')).toMatchObject({ kind: 'redirect', to: '/campers/2019-jayco-swift' });
    expect(resolve(t, '/campers/2019-jayco-swift').kind).toBe('vehicle');
    expect(resolve(t, '/campers/').kind).toBe('search');
    // /cars itself is no redirect on a /cars site
    expect(resolve(table(), '/cars/').kind).toBe('search');
  });

  // Spec section 2: with and without /search/, trailing slash or not, used-car/list, find/rental-cars.
  it.each([
    ['/search/new-used-and-demo-cars/', '/search/new-used-and-demo-cars/', null],
    ['/search/new-cars', '/search/new-cars', null],
    ['search/used-cars/', '/search/used-cars/', null],
    ['used-cars', '/search/used-cars', '/used-cars'],
    ['/used-car/list', '/search/used-car/list', '/used-car/list'],
    ['/find/rental-cars', '/search/find/rental-cars', '/find/rental-cars'],
    ['find/rental-cars/', '/search/find/rental-cars/', '/find/rental-cars/'],
  ])('default search path %s is served as a stock page at %s, the unprefixed form redirecting there once', (configured, served, unprefixed) => {
    const t = table({ default_search_path: configured });
    expect(resolve(t, served)).toEqual({ id: 'search:default', kind: 'search' });
    if (unprefixed) {
      const hop = resolve(t, unprefixed);
      expect(hop).toMatchObject({ kind: 'redirect', to: served });
      expect(resolve(t, hop.to!).kind).toBe('search');
    }
  });

  it('sites that keep a pages path still redirect the legal and about pages, and nothing else under /pages/', () => {
    const t = table({ flags: { use_pages_path: true } as RouteTableInput['site']['flags'] });
    expect(resolve(t, '/pages/privacy-policy').kind).toBe('redirect');
    expect(resolve(t, '/pages/our-team').kind).toBe('not-found');
  });

  it('/blog redirects only on news sites', () => {
    expect(resolve(table(), '/blog').kind).toBe('not-found');
    const news = table({ features: { blog_to_news: true } as RouteTableInput['site']['features'] });
    expect(resolve(news, '/blog').kind).toBe('redirect');
    expect(resolve(news, '/blog/a-post').kind).toBe('redirect');
  });

  it('ids are unique and the 404 is last', () => {
    const t = table({ vehicles: { basePath: '/campers' } as RouteTableInput['site']['vehicles'], default_search_path: 'find/rental-cars' });
    expect(new Set(t.map((e) => e.id)).size).toBe(t.length);
    expect(t.at(-1)).toMatchObject({ path: '*', kind: 'not-found' });
  });
});

describe('garage routes (issue 14)', () => {
  it('a site with the garage answers its garage path and /sign-in instead of saved cars', () => {
    const t = table({ garage_enabled: true, garage_path: '/mybigboxcars' });
    expect(resolve(t, '/mybigboxcars')).toEqual({ id: 'garage', kind: 'garage' });
    expect(resolve(t, '/sign-in')).toEqual({ id: 'sign-in', kind: 'sign-in' });
    expect(resolve(t, '/saved-cars').kind).toBe('not-found');
    expect(resolve(table({ garage_enabled: true }), '/my-garage')).toEqual({ id: 'garage', kind: 'garage' });
    expect(resolve(table(), '/sign-in').kind).toBe('not-found');
  });
});

describe("the browser's route table", () => {
  const full = table({}, [
    { id: 'home', path: '/' },
    { id: 'model', path: '/:modelSlug', params: { modelSlug: 'models' } },
  ]);
  const client = clientRouteTable(full);

  it.each([
    ['/', { id: 'page:home', path: '/', kind: 'page', page: 'home' }],
    ['/:modelSlug', { id: 'page:model', path: '/:modelSlug', kind: 'page', page: 'model' }],
    ['/cars/:slug', { id: 'vehicle', path: '/cars/:slug', kind: 'vehicle' }],
    ['/pages/*', { id: 'redirect:pages', path: '/pages/*', kind: 'redirect', to: 'legacy' }],
  ])('%s keeps what the router reads and drops source and params', (path, expected) => {
    expect(client.find((e) => e.path === path)).toEqual(expected);
  });

  it('has every entry, in order, and is built once per table', () => {
    expect(client.map((e) => e.id)).toEqual(full.map((e) => e.id));
    expect(client.some((e) => 'source' in e || 'params' in e)).toBe(false);
    expect(clientRouteTable(full)).toBe(client);
  });
});
