// The per-location service booking pages (issue 24; spec section 2 lists /book-a-service-smithfield
// among the service routes): which locations get one, at what address, and what their form screen holds.
import { describe, expect, it } from 'vitest';
import type { Location } from '../../schemas/types/location';
import { serviceBookingPages, serviceBookingPathOf } from '../../runtime/lib/service-booking-pages';
import { prefillFromQuery, serviceBookingRoute } from '../../runtime/lib/form-routes';
import { buildRouteTable, matchRoute, type RouteTableInput } from '../../runtime/lib/route-table';

const location = (id: number, name: string, type: Location['location_type'], extra: Partial<Location> = {}): Location => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  location_type: type,
  address: { street: '1 Main St', city: 'Sydney', postcode: '2000' },
  contact_detail: { phone: '02 9000 0000' },
  ...extra,
});
const locations = [
  location(1, 'Smithfield Sales', 'sales'),
  location(2, 'Smithfield Service', 'service'),
  location(3, 'Parramatta Service', 'service', { position: 0 }),
  location(4, 'Penrith Service', 'service', { visible: false }),
  location(5, 'Smithfield Parts', 'parts'),
];
const on = { features: { service_booking_per_location: true } };

describe('serviceBookingPages', () => {
  it.each<[string, Parameters<typeof serviceBookingPages>[0], readonly Location[], string[]]>([
    ['none without the feature', {}, locations, []],
    ['none with the feature off', { features: { service_booking_per_location: false } }, locations, []],
    [
      'each visible service location, in display order, by its contact-us slug',
      on,
      locations,
      ['/book-a-service-parramatta:Parramatta Service', '/book-a-service-smithfield:Smithfield Service'],
    ],
    ['only the locations the site shows', { ...on, locations: ['smithfield-service'] }, locations, ['/book-a-service-smithfield:Smithfield Service']],
    ['none on a site without service locations', on, [locations[0]!, locations[4]!], []],
    [
      'two service locations with one slug: the first wins',
      on,
      [location(6, 'Smithfield Service', 'service'), location(7, 'Smithfield - Service', 'service')],
      ['/book-a-service-smithfield:Smithfield Service'],
    ],
  ])('%s', (_, site, list, expected) => expect(serviceBookingPages(site, list).map((p) => `${p.path}:${p.location}`)).toEqual(expected));

  it("names the place without the Service suffix, and finds a location's page by name", () => {
    const pages = serviceBookingPages(on, locations);
    expect(pages.map((p) => p.place)).toEqual(['Parramatta', 'Smithfield']);
    expect(serviceBookingPathOf(pages, 'Smithfield Service')).toBe('/book-a-service-smithfield');
    expect(serviceBookingPathOf(pages, 'Smithfield Sales')).toBeUndefined();
  });
});

describe('a booking page in the route table', () => {
  const pages = serviceBookingPages(on, locations);
  const table = (forms: string[], extra: Partial<RouteTableInput> = {}) =>
    buildRouteTable({ site: { vehicles: { basePath: '/cars' } } as RouteTableInput['site'], pages: [], forms, serviceBookings: pages, ...extra });

  it('is the Book a Service form with its service centre filled in, the query adding nothing else', () => {
    const { entry } = matchRoute(table(['service-booking']), '/book-a-service-smithfield');
    expect(entry).toMatchObject({
      kind: 'form',
      path: '/book-a-service-smithfield',
      form: { form: 'service-booking', anchor: 'service-booking-form', place: 'Smithfield' },
    });
    expect(prefillFromQuery(entry.form!, '?location=Parramatta+Service&x=1')).toEqual({ location: 'Smithfield Service' });
    expect(prefillFromQuery(serviceBookingRoute(pages[0]!), '')).toEqual({ location: 'Parramatta Service' });
  });

  it('is not there without the service booking form, and an unknown place is the 404', () => {
    expect(matchRoute(table([]), '/book-a-service-smithfield').entry.kind).toBe('not-found');
    expect(matchRoute(table(['service-booking']), '/book-a-service-penrith').entry.kind).toBe('not-found');
  });

  it('a content page at the same address wins', () => {
    const withPage = table(['service-booking'], { pages: [{ id: 'smithfield', path: '/book-a-service-smithfield' }] });
    expect(matchRoute(withPage, '/book-a-service-smithfield').entry).toMatchObject({ kind: 'page', page: 'smithfield' });
  });
});
