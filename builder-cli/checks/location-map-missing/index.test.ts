import { describe, expect, it } from 'vitest';
import { lint, offense, type Edits } from '../../../tests/helpers/lint-fixture';

/** The fixture's one location, changed. */
const location = (change: (l: Record<string, unknown>) => Record<string, unknown>): Edits => ({
  'acme/locations.json': (d) => ({ ...d, locations: d.locations.map(change) }),
});
const bare = ({ map_image: _m, image: _i, ...l }: Record<string, unknown>) => l;
const at = (l: Record<string, unknown>) => ({ ...l, address: { ...(l.address as object), lat: -27.47, long: 153.02 } });

describe('location-map-missing', () => {
  it('passes a location with a static map, an image, or coordinates on a site with a map key', async () => {
    expect((await lint()).lines('location-map-missing')).toEqual([]);
    expect((await lint(location((l) => ({ ...bare(l), image: { image: { url: '/media/hero.svg' } } })))).lines('location-map-missing')).toEqual([]);
    const keyed: Edits = { ...location((l) => at(bare(l))), 'acme/site.json': (d) => ({ ...d, address: { ...d.address, map_key: 'local-key' } }) };
    expect((await lint(keyed)).lines('location-map-missing')).toEqual([]);
  });

  it('warns at a location with no picture, and at one with coordinates but no map key', async () => {
    const message =
      'warning location-map-missing /locations/0 location "Acme Motors Sales" has no map on its card: add its "map_image" (a static map picture) or an "image", ' +
      'or set site.json "address.map_key" and give the location its "lat" and "long"';
    expect((await lint(location(bare))).lines('location-map-missing')).toEqual([expect.stringMatching(offense('acme/locations.json', message))]);
    expect((await lint(location((l) => at(bare(l))))).lines('location-map-missing')).toEqual([expect.stringMatching(offense('acme/locations.json', message))]);
  });

  it('passes a hidden location (it has no card)', async () => {
    expect((await lint(location((l) => ({ ...bare(l), visible: false })))).lines('location-map-missing')).toEqual([]);
  });
});
