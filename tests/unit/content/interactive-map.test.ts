// The interactive map's rules: which locations can have one, which sites, and the script address
// (places and geometry libraries, the ready callback).
import { describe, expect, it } from 'vitest';
import { mapCentre, mapKey, mapsScriptUrl } from '../../../runtime/lib/interactive-map';

describe('mapCentre', () => {
  it.each([
    ['coordinates', { lat: -27.4437, long: 153.0468 }, { lat: -27.4437, lng: 153.0468 }],
    ['the poles and the date line are real places', { lat: -90, long: 180 }, { lat: -90, lng: 180 }],
    ['latitude past 90', { lat: 90.0001, long: 0 }, null],
    ['longitude past 180', { lat: 0, long: -180.0001 }, null],
    ['no longitude', { lat: 1 }, null],
    ['not a number', { lat: Number.NaN, long: 1 }, null],
    ['nothing', {}, null],
  ])('%s', (_, address, centre) => expect(mapCentre(address)).toEqual(centre));
});

describe('mapKey', () => {
  it.each([
    ['a key', { address: { map_key: ' abc ' } }, 'abc'],
    ['blank', { address: { map_key: '  ' } }, undefined],
    ['no address', {}, undefined],
  ])('%s', (_, site, key) => expect(mapKey(site)).toBe(key));
});

it('the maps script asks for places and geometry and names its callback; the key is escaped', () => {
  const url = new URL(mapsScriptUrl('k&y=1', 'ready'));
  expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
  expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'k&y=1', libraries: 'places,geometry', loading: 'async', callback: 'ready' });
});
