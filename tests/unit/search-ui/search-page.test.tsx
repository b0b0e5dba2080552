// The search screen's server HTML: what a shopper (or a crawler) gets before any script runs.
import { describe, expect, it } from 'vitest';
import { auSite, car, groupSite, renderSearch, text, usSite, view } from './fixtures';

const $$ = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];
const labelTexts = (root: ParentNode, legend: string) => {
  const fieldset = $$(root, 'fieldset').find((f) => text(f.querySelector('legend')) === legend);
  return fieldset ? $$(fieldset, 'label').map(text) : undefined;
};
const checked = (root: ParentNode, name: string) =>
  $$(root, `input[name="${name}"]`)
    .filter((i) => (i as HTMLInputElement).checked)
    .map((i) => (i as HTMLInputElement).value);

describe('the filter sidebar form', () => {
  it('is a GET form to the current path with facet counts beside each value', () => {
    const { root } = renderSearch('/cars/');
    const form = root.querySelector('form#search-filters')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/cars/');
    expect(labelTexts(root, 'Make')).toEqual(['Ford (30)', 'Mazda (97)', 'Toyota (16)']);
    expect(labelTexts(root, 'Condition')).toEqual(['New (50)', 'Used (80)', 'Demo (13)']);
    expect(labelTexts(root, 'Body type')).toEqual(['Hatch (23)', 'SUV (70)', 'Ute (50)']);
    expect(labelTexts(root, 'Seats')).toEqual(['5 seats (123)', '7 seats (20)']);
    expect(labelTexts(root, 'Certified'), 'only certified cars are a choice').toEqual(['Certified (23)']);
    expect(text(form.querySelector('button[type="submit"]'))).toBe('Apply filters');
  });

  it('ticks what the URL selects; the path preselects its car types', () => {
    const { root } = renderSearch('/search/new-used-and-demo-cars/?make=Mazda&body=SUV');
    expect(checked(root, 'make')).toEqual(['Mazda']);
    expect(checked(root, 'body')).toEqual(['SUV']);
    expect(checked(root, 'car_type')).toEqual(['new', 'used', 'demo']);
    const used = renderSearch('/search/used-cars/').root;
    expect(checked(used, 'car_type')).toEqual(['used']);
  });

  it('lists models only for the chosen makes, as Make|Model values', () => {
    expect(labelTexts(renderSearch('/cars/').root, 'Model')).toEqual([]);
    expect(text(renderSearch('/cars/').root.querySelector('.facet-hint'))).toBe('Choose a make to see its models.');

    const { root } = renderSearch('/cars/?make=Mazda&model=Mazda|CX-5');
    expect(labelTexts(root, 'Model')).toEqual(['BT-50 (33)', 'CX-30 (24)', 'CX-5 (40)']);
    expect(checked(root, 'model')).toEqual(['Mazda|CX-5']);

    const two = renderSearch('/cars/?make=Mazda&make=Ford').root;
    expect(labelTexts(two, 'Model')).toEqual(['Ford Ranger (30)', 'Mazda BT-50 (33)', 'Mazda CX-30 (24)', 'Mazda CX-5 (40)']);
  });

  it("a single-make stock shows that make's models at once, and no make choice", () => {
    const data = view({ total: 9, facets: { make: [{ value: 'Mazda', count: 9 }], model: [{ value: 'Mazda|CX-5', count: 9 }] } });
    const { root } = renderSearch('/cars/', { data });
    expect(labelTexts(root, 'Model')).toEqual(['CX-5 (9)']);
    expect(labelTexts(root, 'Make')).toBeUndefined();
  });

  it('leaves out facets with nothing to choose, but keeps a lone value the shopper ticked', () => {
    const data = view({
      total: 50,
      facets: { car_type: [{ value: 'used', count: 50 }], state: [{ value: 'NSW', count: 50 }], fuel: [{ value: 'Diesel', count: 20 }] },
    });
    const { root } = renderSearch('/search/used-cars/', { data });
    expect(labelTexts(root, 'Condition'), 'a used-cars site has no condition choice').toBeUndefined();
    expect(labelTexts(root, 'State'), 'every car is in NSW').toBeUndefined();
    expect(labelTexts(root, 'Fuel type'), 'some cars are diesel').toEqual(['Diesel (20)']);
    expect(labelTexts(renderSearch('/search/used-cars/?state=NSW', { data }).root, 'State')).toEqual(['NSW (50)']);
  });

  it('has labelled min/max number inputs for price, km and year with the stats as placeholders', () => {
    const { root } = renderSearch('/cars/?price=10000:30000');
    const min = root.querySelector<HTMLInputElement>('input[name="price_min"]')!;
    const max = root.querySelector<HTMLInputElement>('input[name="price_max"]')!;
    expect(min.type).toBe('number');
    expect(min.value).toBe('10000');
    expect(max.value).toBe('30000');
    expect(text(min.closest('label'))).toContain('Minimum price');
    expect(root.querySelector<HTMLInputElement>('input[name="km_min"]')!.placeholder).toBe('5');
    expect(root.querySelector<HTMLInputElement>('input[name="km_max"]')!.placeholder).toBe('180,000');
    expect(root.querySelector<HTMLInputElement>('input[name="year_min"]')!.placeholder).toBe('2012');
    expect(root.querySelector<HTMLInputElement>('input[name="price_min"]')!.placeholder).toBe('$9,990');
    expect(root.querySelector('input[name="subscription_price_min"]'), 'no subscription filter on this site').toBeNull();
    expect(labelTexts(root, 'Kms')).toHaveLength(2);
  });

  it('speaks en-US: Miles and Color', () => {
    const { root } = renderSearch('/cars/', { site: usSite });
    const legends = $$(root, 'legend').map(text);
    expect(legends).toContain('Miles');
    expect(legends).toContain('Color');
    expect(legends).not.toContain('Kms');
    expect(legends).not.toContain('Colour');
  });

  it('every form control has a label', () => {
    const { root } = renderSearch('/cars/?make=Mazda');
    for (const control of $$(root, 'input, select')) {
      const id = control.getAttribute('id');
      const labelled = control.closest('label') || (id && root.querySelector(`label[for="${id}"]`));
      expect(labelled, control.outerHTML).toBeTruthy();
    }
  });
});

describe('results', () => {
  it('shows the count in a live region, and a card per hit', () => {
    const { root } = renderSearch('/cars/');
    const count = root.querySelector('.search-count')!;
    expect(text(count)).toBe('143 cars found');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect($$(root, '.car-grid > li .car-card')).toHaveLength(5);
    expect(root.querySelector('.col-md-3 form#search-filters')).not.toBeNull();
    expect(root.querySelector('.col-md-9 .car-grid')).not.toBeNull();
  });

  it('uses the singular for one result', () => {
    expect(text(renderSearch('/cars/', { data: view({ total: 1, pages: 1, hits: [car()] }) }).root.querySelector('.search-count'))).toBe('1 car found');
  });

  it('cards show $ prices, the no-price text, km, condition and the display tag', () => {
    const { root } = renderSearch('/cars/');
    const cards = $$(root, '.car-card');
    const price = (i: number) => text(cards[i]!.querySelector('.car-card-price'));
    expect(price(0)).toBe('$32,990');
    expect(price(1)).toBe('Enquire for price.');
    expect(cards[0]!.querySelector('.car-card-specs li')?.textContent).toBe('45,210 km');
    expect(cards.map((c) => text(c.querySelector('.car-condition')))).toEqual(['used', 'new', 'demo', 'used', 'used']);
    expect(cards.map((c) => text(c.querySelector('.car-tag')))).toEqual(['', '', 'Special', 'JUST SOLD', 'Reserved']);
    expect(cards[0]!.querySelector('a')!.getAttribute('href')).toBe('/cars/2021-mazda-cx-5-maxx-sport-ab1234');
  });

  it('the first three images load eagerly, the rest lazily', () => {
    const imgs = $$(renderSearch('/cars/').root, '.car-card-media > img');
    // The second car has no photo: its placeholder is neither.
    expect(imgs.map((i) => i.getAttribute('loading') ?? i.getAttribute('data-lazy'))).toEqual(['eager', null, 'eager', 'pending', 'pending']);
  });

  it('an en-US site shows miles and its own no-price text', () => {
    const { root } = renderSearch('/cars/', { site: usSite });
    const cards = $$(root, '.car-card');
    expect(cards[0]!.querySelector('.car-card-specs li')?.textContent).toBe('45,210 mi');
    expect(text(cards[1]!.querySelector('.car-card-price'))).toBe('Call for price.');
    expect(text(root.querySelector('.search-count'))).toBe('143 trucks found');
  });

  it('a site that says pre-owned says it on cards and in the sidebar', () => {
    const { root } = renderSearch('/cars/', { site: groupSite });
    expect(text(root.querySelector('.car-card .car-condition'))).toBe('pre-owned');
    expect(labelTexts(root, 'Condition')).toContain('Pre-owned (80)');
    expect(text(root.querySelector('h1'))).toBe('Pre-owned cars');
  });
});

describe('sort, keyword and pagination', () => {
  it('offers the four sorts; km sorts only where the site turns them on; subscription sorts only where the site offers subscriptions', () => {
    const options = (html: ParentNode) => $$(html, 'select[name="sort"] option').map(text);
    const withKm = <T extends { display?: object }>(site: T) => ({ ...site, display: { ...site.display, km_sorts: true } });
    expect(options(renderSearch('/cars/', { site: { ...usSite, display: {} } }).root)).toEqual(['Most Relevant', 'Latest', 'Highest Price', 'Lowest Price']);
    expect(options(renderSearch('/cars/', { site: withKm(usSite) }).root)).toEqual([
      'Most Relevant',
      'Latest',
      'Highest Price',
      'Lowest Price',
      'Highest Miles',
      'Lowest Miles',
    ]);
    expect(options(renderSearch('/cars/', { site: withKm(groupSite) }).root)).toEqual([
      'Most Relevant',
      'Latest',
      'Highest Price',
      'Lowest Price',
      'Highest Kms',
      'Lowest Kms',
      'Highest Subscription Price',
      'Lowest Subscription Price',
    ]);
    expect(renderSearch('/cars/', { site: groupSite }).root.querySelector('input[name="subscription_price_min"]')).not.toBeNull();
  });

  it('the sort select and keyword box belong to the filter form and show the URL state', () => {
    const { root } = renderSearch('/cars/?sort=price-asc&q=ranger');
    const select = root.querySelector<HTMLSelectElement>('select[name="sort"]')!;
    expect(select.getAttribute('form')).toBe('search-filters');
    expect(select.querySelector('option[selected]')?.getAttribute('value')).toBe('price-asc');
    const q = root.querySelector<HTMLInputElement>('input[name="q"]')!;
    expect(q.getAttribute('form')).toBe('search-filters');
    expect(q.value).toBe('ranger');
    expect(text(root.querySelector(`label[for="${q.id}"]`))).toBe('Search by keyword');
  });

  it('paginates with links to canonical URLs and marks the current page', () => {
    const { root } = renderSearch('/cars/?make=Mazda');
    const nav = root.querySelector('nav[aria-label="Pagination"]')!;
    const links = $$(nav, 'a').map((a) => [text(a), a.getAttribute('href'), a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['1', '/search/new-used-and-demo-cars/?make=Mazda', 'page'],
      ['2', '/search/new-used-and-demo-cars/?make=Mazda&page=2', null],
      ['Next', '/search/new-used-and-demo-cars/?make=Mazda&page=2', null],
    ]);
    expect(text(nav.querySelector('[aria-disabled="true"]'))).toBe('Previous');

    const page2 = renderSearch('/search/new-used-and-demo-cars/?make=Mazda&page=2', { data: view({ page: 2 }) }).root;
    expect(page2.querySelector('nav[aria-label="Pagination"] a[rel="prev"]')?.getAttribute('href')).toBe('/search/new-used-and-demo-cars/?make=Mazda');
    expect(page2.querySelector('[aria-current="page"]')?.textContent).toBe('2');
  });

  it('shows no pagination for a single page', () => {
    expect(renderSearch('/cars/', { data: view({ pages: 1 }) }).root.querySelector('nav[aria-label="Pagination"]')).toBeNull();
  });
});

describe('selections and the empty state', () => {
  it('lists applied filters as removable links, with Clear all', () => {
    const { root } = renderSearch('/search/used-cars/?make=Mazda&price=:30000&q=cx');
    const chips = $$(root, '.applied-filters a').map((a) => [text(a), a.getAttribute('href')]);
    expect(chips).toEqual([
      ['“cx” ×', '/search/used-cars/?make=Mazda&price=:30000'],
      ['Mazda ×', '/search/used-cars/?price=:30000&q=cx'],
      ['Price up to $30,000 ×', '/search/used-cars/?make=Mazda&q=cx'],
      ['Clear all', '/search/used-cars/'],
    ]);
  });

  it('has no Clear all when nothing is selected', () => {
    expect(renderSearch('/cars/').root.querySelector('.clear-all')).toBeNull();
  });

  it('no results: says so, offers to clear the filters and the default search path', () => {
    const empty = view({ hits: [], total: 0, pages: 0, facets: { make: [{ value: 'Mazda', count: 0 }] } });
    const { root } = renderSearch('/search/used-cars/?make=Mazda&year=2030:', { data: empty });
    expect(text(root.querySelector('.search-count'))).toBe('No cars found');
    const box = root.querySelector('.search-empty')!;
    expect(text(box.querySelector('h2'))).toBe('No cars match your search');
    expect($$(box, 'a').map((a) => [text(a), a.getAttribute('href')])).toEqual([
      ['Clear all filters', '/search/used-cars/'],
      ['See all new, used and demo cars', '/search/new-used-and-demo-cars/'],
    ]);
    expect(root.querySelector('.car-grid')).toBeNull();
  });

  it('a page past the end links back to page 1', () => {
    const past = view({ hits: [], total: 143, pages: 2, page: 5 });
    const box = renderSearch('/cars/?page=5', { data: past }).root.querySelector('.search-empty')!;
    expect($$(box, 'a')[0]?.getAttribute('href')).toBe('/search/new-used-and-demo-cars/');
  });
});

describe('head and heading', () => {
  it.each([
    ['/cars/', auSite, 'New, used and demo cars', 'New, used and demo cars for sale | Sunshine Motors', '/search/new-used-and-demo-cars/'],
    ['/search/used-cars/?make=Mazda', auSite, 'Used cars', 'Used cars for sale | Sunshine Motors', '/search/used-cars/?make=Mazda'],
    ['/search/new-and-demo-cars/', auSite, 'New and demo cars', 'New and demo cars for sale | Sunshine Motors', '/search/new-and-demo-cars/'],
    [
      '/search/new-used-and-demo-trucks/',
      usSite,
      'New, used and demo trucks',
      'New, used and demo trucks for sale | Lone Star Trucks',
      '/search/new-used-and-demo-trucks/',
    ],
    [
      '/search/southern-cross-autos-cowra',
      groupSite,
      'Southern Cross Autos Cowra',
      'Cars for sale at Southern Cross Autos Cowra | Southern Cross Autos',
      '/search/southern-cross-autos-cowra',
    ],
    ['/search/find/rental-cars', auSite, 'Cars for sale', 'Cars for sale | Sunshine Motors', '/search/find/rental-cars'],
  ])('%s', (url, site, heading, title, canonicalPath) => {
    const { root } = renderSearch(url, { site });
    expect(text(root.querySelector('h1'))).toBe(heading);
    expect(text(root.querySelector('title'))).toBe(title);
    expect(root.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://${site.primaryDomain}${canonicalPath}`);
    expect(root.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Browse /);
  });
});

describe('the mobile drawer before hydration', () => {
  it('renders the panel in place (no dialog role) with its Filters button', () => {
    const { root } = renderSearch('/cars/?make=Mazda');
    const toggle = root.querySelector('button.filters-toggle')!;
    expect(text(toggle)).toBe('Filters (1)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = root.querySelector(`#${toggle.getAttribute('aria-controls')}`)!;
    expect(panel.getAttribute('role')).toBeNull();
    expect(panel.querySelector('form')).not.toBeNull();
    expect(root.querySelector('.search-page')!.hasAttribute('data-enhanced')).toBe(false);
  });
});
