// The location card's rules (issue 24, spec section 2 "Locations"): which map a card shows, its
// buttons per location type and site setting, and when it links the location's own website.
import { describe, expect, it } from 'vitest';
import { locationMap, type LocationMap, type LocationMapSource } from '../../../runtime/lib/location-map';
import {
  locationActions,
  locationWebsite,
  visitWebsiteHref,
  type LocationActionSettings,
  type LocationActionSource,
  type SisterSite,
  type WebsiteSource,
} from '../../../runtime/lib/location-actions';

const at = { lat: -27.44, long: 153.04 };
const keyed = { address: { map_key: 'local-key' } };

describe('locationMap', () => {
  it.each<[string, LocationMapSource, { address?: { map_key?: string } }, LocationMap]>([
    [
      'a key and coordinates, no picture: the interactive map over a plain panel',
      { address: at },
      keyed,
      { kind: 'interactive', centre: { lat: -27.44, lng: 153.04 }, poster: null },
    ],
    [
      'a key and coordinates: the interactive map, its static map picture shown until asked',
      { address: at, map_image: '/media/map.svg', image: '/media/showroom.svg' },
      keyed,
      { kind: 'interactive', centre: { lat: -27.44, lng: 153.04 }, poster: { src: '/media/map.svg', kind: 'static-map' } },
    ],
    [
      'a key and coordinates, only an image: the image until asked',
      { address: at, image: '/media/showroom.svg' },
      keyed,
      { kind: 'interactive', centre: { lat: -27.44, lng: 153.04 }, poster: { src: '/media/showroom.svg', kind: 'image' } },
    ],
    [
      'a key but no coordinates: the picture',
      { address: {}, image: '/media/showroom.svg' },
      keyed,
      { kind: 'picture', picture: { src: '/media/showroom.svg', kind: 'image' } },
    ],
    [
      'a blank key: the picture',
      { address: at, map_image: '/media/map.svg' },
      { address: { map_key: '  ' } },
      { kind: 'picture', picture: { src: '/media/map.svg', kind: 'static-map' } },
    ],
    [
      'no key: the static map before the image',
      { address: at, map_image: '/media/map.svg', image: '/media/x.svg' },
      {},
      { kind: 'picture', picture: { src: '/media/map.svg', kind: 'static-map' } },
    ],
    [
      'no key, a blank static map: the image',
      { address: at, map_image: ' ', image: '/media/x.svg' },
      {},
      { kind: 'picture', picture: { src: '/media/x.svg', kind: 'image' } },
    ],
    ['no key and no picture: none', { address: at }, {}, { kind: 'none' }],
    ['out-of-range coordinates are none', { address: { lat: 91, long: 0 } }, keyed, { kind: 'none' }],
  ])('%s', (_, location, site, expected) => expect(locationMap(location, site)).toEqual(expected));
});

describe('locationActions', () => {
  const settings = (extra: Partial<LocationActionSettings> = {}): LocationActionSettings => ({
    serviceButton: 'contact',
    bookServiceHref: '/service',
    locationButtons: [],
    partsEnquiryHref: '/vehicle-parts-and-accessories#parts-enquiry',
    ...extra,
  });
  const loc = (type: LocationActionSource['type'], extra: Partial<LocationActionSource> = {}): LocationActionSource => ({
    type,
    contactSlug: 'riverbend',
    ...extra,
  });
  const both = ['parts-enquiry', 'send-enquiry'] as const;
  const rows = (actions: ReturnType<typeof locationActions>) => actions.map((a) => `${a.label} -> ${a.href}`);

  it.each<[string, LocationActionSource, LocationActionSettings, string[]]>([
    ['a sales location by default: Contact Us', loc('sales'), settings(), ['Contact Us -> /contact-us/riverbend']],
    ['a service location by default: Contact Us', loc('service'), settings(), ['Contact Us -> /contact-us/riverbend']],
    ['a service location on a Book a Service site', loc('service'), settings({ serviceButton: 'book-service' }), ['Book a Service -> /service']],
    [
      'a service location with a booking page of its own',
      loc('service', { serviceBookingPath: '/book-a-service-riverbend' }),
      settings({ serviceButton: 'book-service' }),
      ['Book a Service -> /book-a-service-riverbend'],
    ],
    [
      'a sales location on a Book a Service site: Contact Us',
      loc('sales'),
      settings({ serviceButton: 'book-service' }),
      ['Contact Us -> /contact-us/riverbend'],
    ],
    [
      'a parts location, Parts Enquiry not enabled',
      loc('parts'),
      settings({ locationButtons: ['send-enquiry'] }),
      ['Contact Us -> /contact-us/riverbend', 'Send Enquiry -> /contact-us/riverbend#enquiry'],
    ],
    [
      'a parts location, both enabled',
      loc('parts'),
      settings({ locationButtons: both }),
      ['Contact Us -> /contact-us/riverbend', 'Parts Enquiry -> /vehicle-parts-and-accessories#parts-enquiry', 'Send Enquiry -> /contact-us/riverbend#enquiry'],
    ],
    [
      'a sales location, both enabled: no Parts Enquiry',
      loc('sales'),
      settings({ locationButtons: both }),
      ['Contact Us -> /contact-us/riverbend', 'Send Enquiry -> /contact-us/riverbend#enquiry'],
    ],
    [
      'a parts location, the site’s own parts address',
      loc('parts'),
      settings({ locationButtons: ['parts-enquiry'], partsEnquiryHref: '/parts#ask' }),
      ['Contact Us -> /contact-us/riverbend', 'Parts Enquiry -> /parts#ask'],
    ],
  ])('%s', (_, location, s, expected) => expect(rows(locationActions(location, s))).toEqual(expected));
});

describe('visitWebsiteHref', () => {
  it.each<[string, string | undefined, string | undefined, string | null]>([
    ['a sister site', 'https://www.riverbendmazdaparts.com.au', 'https://www.riverbendmazda.com.au', 'https://www.riverbendmazdaparts.com.au'],
    ['a path on a sister site, trimmed', ' https://parts.example.com/shop ', 'https://www.example.com', 'https://parts.example.com/shop'],
    ['this very site', 'https://www.riverbendmazda.com.au/', 'https://www.riverbendmazda.com.au', null],
    ['this site without www.', 'https://riverbendmazda.com.au', 'https://www.riverbendmazda.com.au', null],
    ['no website', undefined, 'https://www.riverbendmazda.com.au', null],
    ['not a web address', 'javascript:alert(1)', 'https://www.example.com', null],
    ['not a URL', 'www.example.com', 'https://www.example.org', null],
    ['a site without a url of its own', 'https://other.example.com', undefined, 'https://other.example.com'],
  ])('%s', (_, website, siteUrl, expected) => expect(visitWebsiteHref(website, siteUrl)).toBe(expected));
});

describe("locationWebsite (a location's own website, else its dealership's sister site)", () => {
  const dubbo: SisterSite = { name: 'Southern Cross Autos Dubbo', slug: 'sca-dubbo', url: 'https://dubbo.example.com' };
  const mazda: SisterSite = { name: 'Riverbend Mazda', make: 'Mazda', url: 'https://mazda.example.com' };
  const hyundai: SisterSite = { name: 'Riverbend Hyundai', make: 'hyundai', url: 'https://hyundai.example.com' };
  const kia: SisterSite = { name: 'Riverbend Kia', make: 'Kia', url: 'https://kia.example.com' };
  it.each<[string, WebsiteSource, SisterSite[] | undefined, string | undefined]>([
    ['its own website first', { website: 'https://own.example.com', dealership_slug: 'sca-dubbo' }, [dubbo], 'https://own.example.com'],
    ['no sister sites', { dealership_slug: 'sca-dubbo' }, undefined, undefined],
    ["its dealership's sister site, by slug", { dealership_slug: 'sca-dubbo' }, [mazda, dubbo], 'https://dubbo.example.com'],
    ['the slug wins over a make', { dealership_slug: 'sca-dubbo', manufacturers: ['mazda'] }, [mazda, dubbo], 'https://dubbo.example.com'],
    [
      'the one sister site selling its make (any case)',
      { dealership_slug: 'other', manufacturers: ['hyundai'] },
      [mazda, hyundai],
      'https://hyundai.example.com',
    ],
    ['two sister sites selling its makes: none, not a guess', { manufacturers: ['mazda', 'kia'] }, [mazda, kia], undefined],
    ['another dealership, another make', { dealership_slug: 'other', manufacturers: ['ford'] }, [dubbo, mazda], undefined],
    ['a blank website of its own is no website', { website: ' ', dealership_slug: 'sca-dubbo' }, [dubbo], 'https://dubbo.example.com'],
  ])('%s', (_, location, sisters, expected) => expect(locationWebsite(location, sisters)).toBe(expected));
});
