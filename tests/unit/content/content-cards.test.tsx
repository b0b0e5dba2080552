// The offer and location cards as the server renders them (what a visitor and a search engine
// read before any script): toggles only over the thresholds, the chat setting, every location
// field with the site's licence label, status and holiday hours from the load data.
import { describe, expect, it } from 'vitest';
import { OfferCard } from '../../../runtime/ui/offer-card';
import { LocationCard } from '../../../runtime/ui/location-card';
import { offerCardData, offerImage } from '../../../runtime/lib/offer-cards';
import { locationCardData } from '../../../runtime/lib/location-groups';
import { siteSettings } from '../../../runtime/lib/site-settings';
import type { Offer } from '../../../schemas/types/offer';
import { renderBlock, text } from '../blocks/render-block';
import * as fixtures from '../blocks/fixtures';

const offer = (description: string, extra: Partial<Offer> = {}): Offer => ({
  id: 'o1',
  name: 'CX-5 drive away',
  description,
  manufacturer: 'mazda',
  model: fixtures.models[0]!.name,
  ...extra,
});
const card = (o: Offer, site = fixtures.site) => renderBlock(<OfferCard offer={offerCardData(o, site, fixtures.models)} />, { site }).root;

describe('offer card', () => {
  it.each<[string, Partial<Offer>, { image?: { url: string } } | undefined, string | undefined]>([
    ['its own image', { image_url: '/media/offer.jpg' }, { image: { url: '/img/ranger.png' } }, '/media/offer.jpg'],
    ["no image: the model's", {}, { image: { url: '/img/ranger.png' } }, '/img/ranger.png'],
    ["a blank image: the model's", { image_url: ' ' }, { image: { url: '/img/ranger.png' } }, '/img/ranger.png'],
    ['no image and a model without one: none', {}, {}, undefined],
    ['no image and no model: none', {}, undefined, undefined],
  ])('image: %s', (_, extra, model, expected) => expect(offerImage(extra, model)).toBe(expected));

  it("an offer without an image shows its model's picture on its card", () => {
    const ranger = fixtures.models.find((m) => m.name === 'Ranger')!;
    const root = card(offer('<p>Short.</p>', { model: 'Ranger' }));
    expect(root.querySelector('.offer-card-image')!.outerHTML).toContain(`url=${encodeURIComponent(ranger.image!.url)}`);
    expect(card(offer('<p>Short.</p>', { model: 'No such model' })).querySelector('.offer-card-image')).toBeNull();
  });

  it.each([
    [200, 0],
    [201, 1],
  ])('a %i-character description has %i toggle', (n, toggles) => {
    const root = card(offer(`<p>${'x'.repeat(n)}</p>`));
    expect(root.querySelectorAll('.offer-card-description .collapsible-toggle')).toHaveLength(toggles);
    if (toggles) expect(root.querySelector('.collapsible-toggle')!.getAttribute('aria-expanded')).toBe('false');
  });

  it('the disclaimer toggle reads View full disclaimer', () => {
    const root = card(offer('<p>Short.</p>', { disclaimer: 'd '.repeat(101) }));
    expect(text(root.querySelector('.offer-card-disclaimer .collapsible-toggle'))).toBe('View full disclaimer of CX-5 drive away');
  });

  it('Enquire Now leads to the offer page form (manufacturer form of the address: the site has none); Explore names the model', () => {
    const root = card(offer('<p>Short.</p>'));
    const links = [...root.querySelectorAll('.offer-card-actions a')].map((a) => [text(a), a.getAttribute('href')]);
    expect(links).toEqual([
      ['Enquire Now about CX-5 drive away', '/offers/mazda/o1#offer-enquiry'],
      [`Explore ${fixtures.models[0]!.name}`, `/${fixtures.models[0]!.slug}`],
    ]);
  });

  it('US sites say Inquire; chat sites open web chat instead of linking', () => {
    expect(text(card(offer('<p>x</p>'), { ...fixtures.site, locale: 'en-US' }).querySelector('.offer-card-actions a'))).toMatch(/^Inquire Now/);
    const chat = card(offer('<p>x</p>'), { ...fixtures.site, display: { offers_open_chat: true } });
    expect(text(chat.querySelector('.offer-card-actions button'))).toBe('Enquire Now about CX-5 drive away (opens web chat)');
    expect(chat.querySelector('.offer-card-actions a[href$="#offer-enquiry"]')).toBeNull();
  });
});

describe('location card', () => {
  const location = { ...fixtures.locations[0]!, dealer_license_number: '12345', motor_vehicle_repairer: 'MRB 1', average_rating: 4.66, review_count: 12 };
  const clock = { nowMs: Date.UTC(2026, 11, 20, 0), timezone: 'Australia/Brisbane', locale: 'en-AU' };
  const render = (display = {}) => {
    const data = locationCardData(location, [{ date: '2026-12-25', status: 'Closed', label: 'Christmas Day' }], clock, siteSettings({ display }));
    return renderBlock(<LocationCard location={data} />).root;
  };

  it.each([
    ['DL by default', {}, 'DL 12345'],
    ['CL where the site says so', { licence_label: 'CL' }, 'CL 12345'],
  ])('licence: %s', (_, display, label) => expect(text(render(display).querySelector('.location-licences span'))).toBe(label));

  it('shows the rating with one decimal and the count, the holiday hours button and Get Directions', () => {
    const root = render();
    expect(text(root.querySelector('.location-rating .sr-only'))).toBe('Rated 4.7 out of 5 from 12 reviews');
    expect([...root.querySelectorAll('.holiday-hours-dialog tr > *')].map(text)).toEqual(['25 December 2026 (Christmas Day)', 'Closed']);
    const directions = [...root.querySelectorAll('.location-actions a')].find((a) => text(a).startsWith('Get Directions'))!;
    expect(directions.getAttribute('target')).toBe('_blank');
  });

  it('a site with a map key: the location picture with "Show interactive map" over it, the map region hidden, no map script', () => {
    const site = { ...fixtures.site, address: { ...fixtures.site.address, map_key: 'local-key' } } as typeof fixtures.site;
    const at = { ...location, address: { ...location.address, lat: -27.44, long: 153.04 }, image: { image: { url: '/media/showroom.svg' } } };
    const data = locationCardData(at, [], clock, siteSettings({}), site);
    const { root, html } = renderBlock(<LocationCard location={data} />, { site });
    const box = root.querySelector('.location-map[data-map="interactive"]')!;
    expect(box.querySelector('img')!.getAttribute('width')).toBe('640');
    expect(box.querySelector('noscript')!.innerHTML).toContain('/media/showroom.svg');
    expect(text(box.querySelector('button'))).toBe(`Show interactive map of ${location.name}`);
    expect(box.querySelector(`[role="region"][aria-label="Map of ${location.name}"]`)!.hasAttribute('hidden')).toBe(true);
    expect(html).not.toContain('maps.googleapis.com');
  });

  it('without a map key: the static map picture, described; else the location image; else no map box', () => {
    const withMap = { ...location, map_image: '/media/area.svg', image: { image: { url: '/media/showroom.svg' } } };
    const mapped = renderBlock(<LocationCard location={locationCardData(withMap, [], clock, siteSettings({}))} />).root;
    expect(mapped.querySelector('.location-map[data-map="static-map"] img')!.getAttribute('alt')).toBe(`Map of the area around ${location.name}`);
    expect(mapped.querySelector('button')).toBeNull();
    const pictured = renderBlock(<LocationCard location={locationCardData({ ...withMap, map_image: undefined }, [], clock, siteSettings({}))} />).root;
    expect(pictured.querySelector('.location-map[data-map="image"] img')!.getAttribute('alt')).toBe('');
    expect(render().querySelector('.location-map')).toBeNull();
  });

  it('shows the buttons the site enables, and Visit Website for a location with a website of its own (a new tab)', () => {
    const parts = { ...location, location_type: 'parts' as const, website: 'https://parts.example.com' };
    const data = locationCardData(parts, [], clock, siteSettings({ display: { location_buttons: ['parts-enquiry', 'send-enquiry'] } }), {
      url: 'https://www.example.com',
    });
    const root = renderBlock(<LocationCard location={data} />).root;
    const links = [...root.querySelectorAll('.location-actions a')].map((a) => [text(a), a.getAttribute('href'), a.getAttribute('target')]);
    const slug = data.actions[0]!.href.replace('/contact-us/', '');
    expect(links).toEqual([
      [`Contact Us ${location.name}`, `/contact-us/${slug}`, null],
      [`Parts Enquiry ${location.name}`, '/vehicle-parts-and-accessories#parts-enquiry', null],
      [`Send Enquiry ${location.name}`, `/contact-us/${slug}#enquiry`, null],
      [expect.stringMatching(/^Get Directions/), expect.stringContaining('https://www.google.com/maps/'), '_blank'],
      [`Visit Website of ${location.name} (opens in a new tab)`, 'https://parts.example.com', '_blank'],
    ]);
    const own = locationCardData(parts, [], clock, siteSettings({}), { url: 'https://parts.example.com' });
    expect(renderBlock(<LocationCard location={own} />).root.querySelector('[data-action="visit-website"]')).toBeNull();
  });
});
