// `_geoPolygon` on `_geojson`, ported from Meilisearch: the parser's cases
// (crates/filter-parser/src/lib.rs:1262-1263, 1371-1393) and the search cases of
// crates/meilisearch/tests/documents/geojson/mod.rs; the point-in-polygon rule as a table.
import { describe, expect, it } from 'vitest';
import { EmbeddedIndex } from '../../../server/search/embedded';
import { parseFilter } from '../../../server/search/embedded/filter-parser';
import { geojsonPoints, pointInPolygon } from '../../../server/search/embedded/geo-polygon';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

describe('parseFilter: _geoPolygon (filter-parser lib.rs)', () => {
  it.each<[string, string[][]]>([
    // lib.rs:1262
    [
      '_geoPolygon([12, 13], [14, 15], [16, 17])',
      [
        ['12', '13'],
        ['14', '15'],
        ['16', '17'],
      ],
    ],
    // lib.rs:1263
    [
      '_geoPolygon([12, 13], [14, 15], [-1.2,2939.2], [1,1])',
      [
        ['12', '13'],
        ['14', '15'],
        ['-1.2', '2939.2'],
        ['1', '1'],
      ],
    ],
    [
      '_geoPolygon([0,0],[0,2],[2,2],)',
      [
        ['0', '0'],
        ['0', '2'],
        ['2', '2'],
      ],
    ],
  ])('parses %s', (filter, points) => {
    const node = parseFilter(filter);
    if (node.type !== 'geoPolygon') throw new Error(`parsed as ${node.type}`);
    expect(node.points.map(([a, b]) => [a.value, b.value])).toEqual(points);
  });

  it.each<[string, string]>([
    // lib.rs:1371-1393
    ['_geoPolygon([1,2,3])', 'The `_geoPolygon` filter expects at least 3 points but only 1 were specified\n18:19 _geoPolygon([1,2,3])'],
    [
      '_geoPolygon(1,2,3)',
      "The `_geoPolygon` filter doesn't match the expected format: `_geoPolygon([latitude, longitude], [latitude, longitude])`.\n13:19 _geoPolygon(1,2,3)",
    ],
    ['_geoPolygon([1,2],[1,2],[1,2,3])', 'Was expecting 2 coordinates but instead found 3.\n26:27 _geoPolygon([1,2],[1,2],[1,2,3])'],
    ['_geoPolygon([1,2],[1,2,3])', 'The `_geoPolygon` filter expects at least 3 points but only 2 were specified\n24:25 _geoPolygon([1,2],[1,2,3])'],
    [
      '_geoPolygon(1)',
      "The `_geoPolygon` filter doesn't match the expected format: `_geoPolygon([latitude, longitude], [latitude, longitude])`.\n13:15 _geoPolygon(1)",
    ],
    [
      '_geoPolygon([1,2)',
      "The `_geoPolygon` filter doesn't match the expected format: `_geoPolygon([latitude, longitude], [latitude, longitude])`.\n17:18 _geoPolygon([1,2)",
    ],
    // lib.rs:1327 wording: the operation list now names `_geoPolygon`
    [
      'channel Ponce',
      'Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `CONTAINS`, `NOT CONTAINS`, `STARTS WITH`, `NOT STARTS WITH`, `_geoRadius`, `_geoBoundingBox` or `_geoPolygon` at `channel Ponce`.\n1:14 channel Ponce',
    ],
  ])('refuses %s', (filter, message) => {
    expect(messageOf(() => parseFilter(filter))).toBe(message);
  });
});

describe('pointInPolygon: [lat, lng] vertices', () => {
  const square: [number, number][] = [
    [0, 0],
    [0, 2],
    [2, 2],
    [2, 0],
  ];
  const triangle: [number, number][] = [
    [0, 0],
    [4, 0],
    [0, 4],
  ];
  it.each<[string, number, number, [number, number][], boolean]>([
    ['inside a square', 1, 1, square, true],
    ['outside a square', 3, 1, square, false],
    ['inside a triangle', 1, 1, triangle, true],
    ['beyond the hypotenuse', 3, 3, triangle, false],
    ['west of the square', 1, -0.5, square, false],
  ])('%s', (_, lat, lng, polygon, inside) => {
    expect(pointInPolygon(lat, lng, polygon)).toBe(inside);
  });
});

describe('geojsonPoints: GeoJSON positions are [lng, lat]', () => {
  it('reads Point, MultiPoint and Feature, and nothing else', () => {
    const points = geojsonPoints([
      { _geojson: { type: 'Point', coordinates: [1, 2] } },
      {
        _geojson: {
          type: 'MultiPoint',
          coordinates: [
            [3, 4],
            [5, 6],
          ],
        },
      },
      { _geojson: { type: 'Feature', geometry: { type: 'Point', coordinates: [7, 8] } } },
      {
        _geojson: {
          type: 'LineString',
          coordinates: [
            [1, 1],
            [2, 2],
          ],
        },
      },
      {},
    ]);
    expect(points.map((p) => (p === null ? null : [...p]))).toEqual([[2, 1], [4, 3, 6, 5], [8, 7], null, null]);
  });
});

describe('_geoPolygon in search (meilisearch tests/documents/geojson/mod.rs)', () => {
  const inner = '_geoPolygon([0,0],[0,0.9],[0.9,0.9],[0.9,0])';
  const outer = '_geoPolygon([0,0],[0,2],[2,2],[2,0])';
  function index(filterable: string[], docs: Record<string, unknown>[]): EmbeddedIndex {
    const ix = new EmbeddedIndex('geojson', { primaryKey: 'id', filterableAttributes: filterable, sortableAttributes: [], searchableAttributes: ['*'] });
    ix.replaceAll(docs);
    return ix;
  }
  const ids = (ix: EmbeddedIndex, filter: string): unknown[] => ix.search({ indexUid: 'geojson', filter }).hits.map((h) => h.id);

  it('basic_add_settings_and_geojson_documents: only the point inside matches', () => {
    expect(ids(index(['_geojson'], []), outer)).toEqual([]);
    const ix = index(['_geojson'], [{ id: 'missing' }, { id: 'point', _geojson: { type: 'Point', coordinates: [1, 1] } }]);
    expect(ix.search({ indexUid: 'geojson', filter: outer }).hits).toEqual([{ id: 'point', _geojson: { type: 'Point', coordinates: [1, 1] } }]);
    expect(ix.search({ indexUid: 'geojson', filter: outer }).estimatedTotalHits).toBe(1);
  });

  it('basic_add_geojson_documents_and_settings: `_geojson` must be filterable', () => {
    const docs = [{ id: 'missing' }, { id: 'point', _geojson: { type: 'Point', coordinates: [1, 1] } }];
    expect(messageOf(() => index([], docs).search({ indexUid: 'geojson', filter: outer }))).toBe(
      `Index \`geojson\`: Attribute \`_geojson\` is not filterable. This index does not have configured filterable attributes.\n14:15 ${outer}`,
    );
    expect(messageOf(() => index(['_geo'], docs).search({ indexUid: 'geojson', filter: outer }))).toBe(
      `Index \`geojson\`: Attribute \`_geojson\` is not filterable. Available filterable attribute patterns are: \`_geo\`.\n14:15 ${outer}`,
    );
    expect(ids(index(['_geojson'], docs), outer)).toEqual(['point']);
  });

  it('add_and_remove_geojson and partial_update_geojson', () => {
    const ix = index(['_geojson'], [{ id: 'missing' }, { id: 0, _geojson: { type: 'Point', coordinates: [1, 1] } }]);
    expect(ids(ix, inner)).toEqual([]);
    expect(ids(ix, outer)).toEqual([0]);
    ix.replaceAll([{ id: 'missing' }]);
    expect(ids(ix, outer)).toEqual([]);
    ix.replaceAll([{ id: 0, _geojson: { type: 'Point', coordinates: [0.5, 0.5] } }]);
    expect(ids(ix, inner)).toEqual([0]);
    expect(ids(ix, outer)).toEqual([0]);
    expect(ids(ix, '_geoPolygon([0.9,0.9],[0.9,2],[2,2],[2,0.9])')).toEqual([]);
  });

  it('refuses bad coordinates as milli does, with the position of the number', () => {
    const ix = index(['_geojson'], []);
    expect(messageOf(() => ix.search({ indexUid: 'geojson', filter: '_geoPolygon([0,0],[91,2],[2,2])' }))).toBe(
      'Index `geojson`: Bad latitude `91`. Latitude must be contained between -90 and 90 degrees.\n20:22 _geoPolygon([0,0],[91,2],[2,2])',
    );
    expect(messageOf(() => ix.search({ indexUid: 'geojson', filter: '_geoPolygon([0,0],[1,181],[2,2])' }))).toBe(
      'Index `geojson`: Bad longitude `181`. Longitude must be contained between -180 and 180 degrees. Hint: try using `-179` instead.\n22:25 _geoPolygon([0,0],[1,181],[2,2])',
    );
  });

  it('combines with other clauses', () => {
    const ix = index(
      ['_geojson', 'kind'],
      [
        { id: 1, kind: 'car', _geojson: { type: 'Point', coordinates: [1, 1] } },
        { id: 2, kind: 'van', _geojson: { type: 'Point', coordinates: [1, 1] } },
        { id: 3, kind: 'car', _geojson: { type: 'Point', coordinates: [5, 5] } },
      ],
    );
    expect(ids(ix, `${outer} AND kind = car`)).toEqual([1]);
    expect(ids(ix, `NOT ${outer}`)).toEqual([3]);
  });
});
