// Geo search: `_geo` on documents, _geoRadius/_geoBoundingBox filters, _geoPoint sort with
// _geoDistance in hits, and the coordinate errors Meilisearch answers.
import { describe, expect, it } from 'vitest';
import { EmbeddedIndex, SearchError } from '../../../server/search/embedded';
import { haversine } from '../../../server/search/embedded/geo';
import { locationPlaces } from '../../../server/search/tenant-index';
import { toIndexDocument } from '../../../server/search/car-index';
import type { Car } from '../../../schemas/types/car';
import type { Location } from '../../../schemas/types/location';

const docs = [
  { id: 1, city: 'Sydney', _geo: { lat: -33.8688, lng: 151.2093 } },
  { id: 2, city: 'Bathurst', _geo: { lat: -33.4196, lng: 149.5806 } },
  { id: 3, city: 'Melbourne', _geo: { lat: -37.8136, lng: 144.9631 } },
  { id: 4, city: 'Perth', _geo: { lat: '-31.9523', lng: '115.8613' } },
  { id: 5, city: 'Nowhere' },
  { id: 6, city: 'Auckland', _geo: { lat: -36.8485, lng: 174.7633 } },
];

function geoIndex(settings: { filterable?: string[]; sortable?: string[] } = {}): EmbeddedIndex {
  const index = new EmbeddedIndex('cars', {
    primaryKey: 'id',
    filterableAttributes: settings.filterable ?? ['_geo', 'city'],
    sortableAttributes: settings.sortable ?? ['_geo'],
    searchableAttributes: ['city'],
  });
  index.replaceAll(docs);
  return index;
}

const ids = (hits: Record<string, unknown>[]) => hits.map((h) => h.id);

describe('geo', () => {
  const index = geoIndex();

  it('haversine: Sydney to Melbourne is about 713 km', () => {
    expect(Math.round(haversine(-33.8688, 151.2093, -37.8136, 144.9631) / 1000)).toBe(713);
  });

  it.each<[string, number[]]>([
    ['_geoRadius(-33.8688, 151.2093, 200000)', [1, 2]],
    ['_geoRadius(-33.8688, 151.2093, 150000)', [1]],
    ['_geoRadius(-33.8688, 151.2093, 0)', [1]],
    ['_geoBoundingBox([-30, 152], [-38, 140])', [1, 2, 3]],
    ['_geoBoundingBox([-30, -170], [-40, 170])', [6]],
    ['NOT _geoRadius(-33.8688, 151.2093, 200000)', [3, 4, 5, 6]],
    ['_geoRadius(-33.8688, 151.2093, 200000) AND city = Bathurst', [2]],
  ])('%s', (filter, expected) => {
    expect(ids(index.search({ indexUid: 'cars', filter }).hits)).toEqual(expected);
  });

  it('sorts by distance from a point, with _geoDistance in metres, documents without _geo last', () => {
    const r = index.search({ indexUid: 'cars', sort: ['_geoPoint(-33.8688, 151.2093):asc'] });
    expect(ids(r.hits)).toEqual([1, 2, 3, 6, 4, 5]);
    expect(r.hits[0]!._geoDistance).toBe(0);
    expect(r.hits[2]!._geoDistance).toBe(Math.round(haversine(-33.8688, 151.2093, -37.8136, 144.9631)));
    expect(r.hits[5]).not.toHaveProperty('_geoDistance');
    expect(ids(index.search({ indexUid: 'cars', sort: ['_geoPoint(-33.8688, 151.2093):desc'] }).hits)).toEqual([4, 6, 3, 2, 1, 5]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a latitude past 90',
      { filter: '_geoRadius(-100, 150, 10)' },
      'Index `cars`: Bad latitude `-100`. Latitude must be contained between -90 and 90 degrees.\n12:16 _geoRadius(-100, 150, 10)',
    ],
    [
      'a longitude past 180',
      { filter: '_geoRadius(-10, 250, 10)' },
      'Index `cars`: Bad longitude `250`. Longitude must be contained between -180 and 180 degrees. Hint: try using `-110` instead.\n17:20 _geoRadius(-10, 250, 10)',
    ],
    [
      'a box whose top is below its bottom',
      { filter: '_geoBoundingBox([10, 10], [30, 20])' },
      'Index `cars`: The top latitude `10` is below the bottom latitude `30`.\n32:34 _geoBoundingBox([10, 10], [30, 20])',
    ],
    [
      'a latitude written with decimals, printed as milli parsed it',
      { filter: '_geoBoundingBox([91.0, 10], [30, 20])' },
      'Index `cars`: Bad latitude `91`. Latitude must be contained between -90 and 90 degrees.\n18:22 _geoBoundingBox([91.0, 10], [30, 20])',
    ],
    [
      'a resolution under 3',
      { filter: '_geoRadius(10, 10, 1000, 2.9)' },
      'Index `cars`: Invalid resolution `2`. Resolution must be between 3 and 1000.\n26:29 _geoRadius(10, 10, 1000, 2.9)',
    ],
    [
      'a resolution over 1000',
      { filter: '_geoRadius(10, 10, 1000, 1001)' },
      'Index `cars`: Invalid resolution `1001`. Resolution must be between 3 and 1000.\n26:30 _geoRadius(10, 10, 1000, 1001)',
    ],
    [
      'a malformed _geoPoint',
      { sort: ['_geoPoint(1):asc'] },
      // milli's asc_desc.rs Member::from_str names the expression without its direction.
      'Invalid syntax for the geo parameter: expected expression formated like `_geoPoint(latitude, longitude)` and ending by `:asc` or `:desc`, found `_geoPoint(1)`.',
    ],
    // The sort is parsed before the search runs (prepare_search): no "Index" prefix.
    ['a sort point latitude past 90', { sort: ['_geoPoint(91.0, 0):asc'] }, 'Bad latitude `91`. Latitude must be contained between -90 and 90 degrees.'],
    [
      'a sort point longitude past 180',
      { sort: ['_geoPoint(0, 190):desc'] },
      'Bad longitude `190`. Longitude must be contained between -180 and 180 degrees. Hint: try using `-170` instead.',
    ],
    [
      'a filter used as a sort',
      { sort: ['_geoRadius(1, 2, 3):asc'] },
      "`_geoRadius` is a reserved keyword and thus can't be used as a sort expression. Use the _geoPoint(latitude, longitude) built-in rule to sort on _geo field coordinates.",
    ],
    ['`_geojson` as a sort', { sort: ['_geojson:asc'] }, "`_geojson` is a reserved keyword and thus can't be used as a sort expression."],
  ])('refuses %s', (_, query, message) => {
    let thrown: unknown;
    try {
      index.search({ indexUid: 'cars', ...query });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SearchError);
    expect((thrown as SearchError).message).toBe(message);
  });

  it('needs _geo filterable to filter and sortable to sort', () => {
    const plain = geoIndex({ filterable: ['city'], sortable: ['city'] });
    expect(() => plain.search({ indexUid: 'cars', filter: '_geoRadius(0, 0, 1)' })).toThrow(SearchError);
    expect(() => plain.search({ indexUid: 'cars', sort: ['_geoPoint(0, 0):asc'] })).toThrow(/^Index `cars`: Attribute `_geo` is not sortable/);
  });
});

it("a car carries its location's coordinates as _geo, by location slug, else by dealership", () => {
  const places = locationPlaces([
    { id: 1, slug: 'bathurst', dealership_id: 2201, address: { lat: -33.4196, long: 149.5806 } },
    { id: 2, slug: 'cowra', dealership_id: 2202, address: { lat: -33.8283, long: 148.6919 } },
    { id: 3, slug: 'no-coordinates', address: {} },
  ] as unknown as Location[]);
  const car = (extra: Partial<Car>) => ({ id: 1, make: 'Mazda', model: 'CX-5', ...extra }) as Car;
  expect(toIndexDocument(car({ location: { slug: 'cowra' } }), places)._geo).toEqual({ lat: -33.8283, lng: 148.6919 });
  expect(toIndexDocument(car({ dealership_id: 2201 } as Partial<Car>), places)._geo).toEqual({ lat: -33.4196, lng: 149.5806 });
  expect(toIndexDocument(car({ location: { slug: 'no-coordinates' } }), places)).not.toHaveProperty('_geo');
});

describe('_geoRadius and _geoBoundingBox on `_geojson` points (milli index_filter.rs: `_geo` and `_geojson` matches united)', () => {
  const geojsonDocs = [
    { id: 1, _geojson: { type: 'Point', coordinates: [151.2093, -33.8688] } }, // Sydney, [lng, lat]
    {
      id: 2,
      _geojson: {
        type: 'Feature',
        geometry: {
          type: 'MultiPoint',
          coordinates: [
            [0, 0],
            [149.5806, -33.4196],
          ],
        },
      },
    }, // Bathurst
    { id: 3, _geo: { lat: -33.87, lng: 151.21 } }, // Sydney by `_geo` only
    { id: 4, _geojson: { type: 'Point', coordinates: [174.7633, -36.8485] } }, // Auckland
    {
      id: 5,
      _geojson: {
        type: 'Polygon',
        coordinates: [
          [
            [151, -34],
            [152, -34],
            [152, -33],
            [151, -34],
          ],
        ],
      },
    }, // a shape: never matches
  ];
  const make = (filterable: string[]) => {
    const index = new EmbeddedIndex('cars', { primaryKey: 'id', filterableAttributes: filterable, sortableAttributes: [], searchableAttributes: ['id'] });
    index.replaceAll(geojsonDocs);
    return (filter: string) => ids(index.search({ indexUid: 'cars', filter }).hits);
  };

  it.each<[string, string[], string, number[]]>([
    ['radius on `_geojson` only', ['_geojson'], '_geoRadius(-33.8688, 151.2093, 200000)', [1, 2]],
    ['radius on both', ['_geo', '_geojson'], '_geoRadius(-33.8688, 151.2093, 200000)', [1, 2, 3]],
    ['radius on `_geo` only', ['_geo'], '_geoRadius(-33.8688, 151.2093, 200000)', [3]],
    ['radius with a resolution', ['_geojson'], '_geoRadius(-33.8688, 151.2093, 200000, 125)', [1, 2]],
    ['box on `_geojson`', ['_geojson'], '_geoBoundingBox([-30, 152], [-38, 140])', [1, 2]],
    ['box across the antimeridian', ['_geojson'], '_geoBoundingBox([-30, -170], [-40, 170])', [4]],
  ])('%s', (_, filterable, filter, expected) => {
    expect(make(filterable)(filter)).toEqual(expected);
  });

  it('names `_geo/_geojson` when neither is filterable, at the first number, after the coordinate checks', () => {
    const search = make(['id']);
    expect(() => search('_geoRadius(-33.8688, 151.2093, 200000)')).toThrow(
      'Index `cars`: Attribute `_geo/_geojson` is not filterable. Available filterable attribute patterns are: `id`.\n12:20 _geoRadius(-33.8688, 151.2093, 200000)',
    );
    expect(() => search('_geoRadius(-100, 151.2093, 200000)')).toThrow(/^Index `cars`: Bad latitude `-100`\./);
  });
});
