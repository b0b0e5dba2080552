import { describe, expect, it } from 'vitest';
import { selectorValue, siteManufacturer } from '../../runtime/lib/site-manufacturer';

describe('selectorValue: a manufacturer or group counts only when present and not "null"', () => {
  it.each([
    [undefined, null],
    [null, null],
    [42, null],
    ['', null],
    ['   ', null],
    ['null', null],
    [' NULL ', null],
    ['Mazda', 'Mazda'],
    ['  Mazda ', 'Mazda'],
    ['nullarbor motors', 'nullarbor motors'],
  ])('%j -> %j', (raw, expected) => expect(selectorValue(raw)).toBe(expected));

  it('reads the site manufacturer as written', () => {
    expect(siteManufacturer({ manufacturer: ' Toyota ' })).toBe('Toyota');
    expect(siteManufacturer({})).toBeNull();
  });
});
