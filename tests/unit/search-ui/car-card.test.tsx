// The car card in each of its states, as server HTML.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../../../runtime/data/site-context';
import type { PublicSite } from '../../../runtime/lib/public-site';
import { CarCard, PLACEHOLDER_IMAGE, cardImage, type CarHit } from '../../../runtime/ui/car-card';
import { NOW, auSite, car, groupSite, text, usSite } from './fixtures';

const DAY = 86_400_000;

function card(
  c: CarHit,
  {
    site = auSite,
    eager = false,
    now = NOW,
    tagOptions,
  }: { site?: PublicSite; eager?: boolean; now?: number; tagOptions?: { fuelTagEnabled?: boolean; certifiedLogo?: boolean } } = {},
) {
  const html = renderToString(
    <SiteProvider site={site}>
      <MemoryRouter>
        <CarCard car={c} now={now} eager={eager} tagOptions={tagOptions} />
      </MemoryRouter>
    </SiteProvider>,
  );
  const { document } = new JSDOM('<!doctype html><body></body>').window;
  document.body.innerHTML = html;
  const root = document.body;
  return {
    html,
    img: root.querySelector('img')!,
    link: root.querySelector('a')!,
    price: text(root.querySelector('.car-card-price')),
    specs: [...root.querySelectorAll('.car-card-specs li')].map(text),
    condition: text(root.querySelector('.car-condition')),
    tag: root.querySelector('.car-tag'),
    title: root.querySelector('.car-card-title')!,
  };
}

describe('image', () => {
  it('shows the first thumbnail through /_image, sized 400x300, lazily by default (an empty picture of its size until near)', () => {
    const { img, html } = card(car({ thumbnails: ['/a-thumb.jpg', '/b-thumb.jpg'], images: [{ image: { url: '/a.jpg' }, thumb: { url: '/a-t.jpg' } }] }));
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(img.getAttribute('data-lazy')).toBe('pending');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '300']);
    expect(img.getAttribute('alt')).toBe('2021 Mazda CX-5 Maxx Sport');
    const real = html.slice(html.indexOf('<noscript>'));
    expect(real).toContain('src="/_image?url=%2Fa-thumb.jpg&amp;w=1080&amp;q=75"');
    expect(real).toContain('/_image?url=%2Fa-thumb.jpg&amp;w=256&amp;q=75 256w');
    expect(real).toContain('loading="lazy"');
  });

  it('loads at once, at high priority, when eager (the first row of a grid)', () => {
    const { img } = card(car({ thumbnails: ['/a-thumb.jpg'] }), { eager: true });
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(img.getAttribute('srcset')).toContain('/_image?url=%2Fa-thumb.jpg&w=384&q=75 384w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw');
  });

  it.each<[string, Partial<CarHit>, string | undefined]>([
    [
      'first thumbnail',
      { thumbnails: ['/t1.jpg'], images: [{ image: { url: '/i1.jpg' }, thumb: { url: '/it1.jpg' } }], primary_image_url: '/p.jpg' },
      '/t1.jpg',
    ],
    [
      'then the first image thumb',
      { thumbnails: [], images: [{ image: { url: '/i1.jpg' }, thumb: { url: '/it1.jpg' } }], primary_image_url: '/p.jpg' },
      '/it1.jpg',
    ],
    ['then the primary image', { thumbnails: [], images: [], primary_image_url: '/p.jpg' }, '/p.jpg'],
    ['else none', { thumbnails: [], images: [], primary_image_url: null }, undefined],
  ])('%s', (_, over, expected) => expect(cardImage(car(over))).toBe(expected));

  it('a car with no photo shows the placeholder, with an empty alt and the same size', () => {
    const { img } = card(car({ thumbnails: undefined, images: undefined, primary_image_url: undefined }));
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(img.getAttribute('alt')).toBe('');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '300']);
  });
});

describe('name and link', () => {
  it("links to the car under the site's vehicle base path", () => {
    expect(card(car()).link.getAttribute('href')).toBe('/cars/2021-mazda-cx-5-maxx-sport-ab1234');
    const campers: PublicSite = { ...auSite, vehicles: { ...auSite.vehicles, basePath: '/campers' } };
    expect(card(car({ slug: 'jayco' }), { site: campers }).link.getAttribute('href')).toBe('/campers/jayco');
  });

  it('shows the search highlight as <mark> elements', () => {
    const { title } = card(car({ _formatted: { name: '2021 <mark>Mazda</mark> CX-5 Maxx <mark>Sport</mark>' } }));
    expect([...title.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Mazda', 'Sport']);
    expect(text(title)).toBe('2021 Mazda CX-5 Maxx Sport');
  });

  it('never renders markup from a hit as HTML', () => {
    const name = '2021 Mazda <img src=x onerror=alert(1)>';
    const { title, html } = card(car({ name, _formatted: { name: '2021 <mark>Mazda</mark> <img src=x onerror=alert(1)>' } }));
    expect(title.querySelector('img')).toBeNull();
    expect(text(title)).toBe(name);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('falls back to the plain name when the highlight does not match it', () => {
    const { title } = card(car({ _formatted: { name: '<mark>Something</mark> else' } }));
    expect(title.querySelector('mark')).toBeNull();
    expect(text(title)).toBe('2021 Mazda CX-5 Maxx Sport');
  });
});

describe('price and odometer', () => {
  it.each<[string, CarHit['price'], PublicSite, string]>([
    ['whole dollars with commas', 32990, auSite, '$32,990'],
    ['cents rounded', 1234.5, auSite, '$1,235'],
    ['no price: the default text', null, auSite, 'Enquire for price.'],
    ['zero is no price', 0, auSite, 'Enquire for price.'],
    ["the site's own no-price text", undefined, usSite, 'Call for price.'],
  ])('%s', (_, price, site, expected) => expect(card(car({ price }), { site }).price).toBe(expected));

  it('km in Australia, miles in the US, nothing when unknown', () => {
    expect(card(car({ km: 45210 })).specs).toEqual(['45,210 km', 'Automatic', 'Petrol']);
    expect(card(car({ km: 45210 }), { site: usSite }).specs).toEqual(['45,210 mi', 'Automatic', 'Petrol']);
    expect(card(car({ km: null })).specs).toEqual(['Automatic', 'Petrol']);
  });
});

describe('condition label', () => {
  it.each<[string, CarHit['car_type'], PublicSite, string]>([
    ['used', 'used', auSite, 'used'],
    ['used on a pre-owned site', 'used', groupSite, 'pre-owned'],
    ['new stays new on a pre-owned site', 'new', groupSite, 'new'],
    ['demo', 'demo', auSite, 'demo'],
  ])('%s', (_, carType, site, expected) => expect(card(car({ car_type: carType }), { site }).condition).toBe(expected));
});

describe('display tag (spec section 4)', () => {
  it.each<[string, Partial<CarHit>, string | null, string | null]>([
    ['sold wins over everything', { status: 'sold', reserved: true, tag: 'Special' }, 'JUST SOLD', 'car-tag-sold'],
    ['reserved', { reserved: true, tag: 'Special' }, 'Reserved', 'car-tag-reserved'],
    ["the car's own tag", { tag: '*** Test Drive Vehicle Only ***' }, 'Test Drive Only', 'car-tag-own'],
    ['coming soon', { status: 'coming_soon' }, 'COMING SOON', 'car-tag-coming-soon'],
    ['new arrival (8 days)', { created_at: new Date(NOW - 8 * DAY).toISOString() }, 'New Arrival', 'car-tag-new-arrival'],
    ['none after 9 days', { created_at: new Date(NOW - 9 * DAY).toISOString() }, null, null],
  ])('%s', (_, over, expected, className) => {
    const { tag } = card(car(over));
    expect(tag?.textContent ?? null).toBe(expected);
    if (className) expect(tag!.classList.contains(className)).toBe(true);
  });

  it('fuel and certified tags only where the site shows them', () => {
    expect(card(car({ simple_fuel: 'Electric' })).tag).toBeNull();
    expect(card(car({ simple_fuel: 'Electric' }), { tagOptions: { fuelTagEnabled: true } }).tag?.textContent).toBe('Electric');
    expect(card(car({ certified: true }), { tagOptions: { certifiedLogo: true } }).tag?.textContent).toBe('Certified');
  });

  it('judges New Arrival at the time it is given, not the clock', () => {
    const created = new Date(NOW - DAY).toISOString();
    expect(card(car({ created_at: created }), { now: NOW }).tag?.textContent).toBe('New Arrival');
    expect(card(car({ created_at: created }), { now: NOW + 30 * DAY }).tag).toBeNull();
  });
});
