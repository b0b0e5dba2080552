import { describe, expect, it } from 'vitest';
import { telHref } from '../../../runtime/ui/phone-link';
import { bodyHref, bodyTypes, modelHref } from '../../../runtime/ui/model-links';
import { displayedLocations, mapSearchUrl } from '../../../runtime/ui/locations';
import type { Location } from '../../../schemas/types/location';
import { locations, models } from './fixtures';

describe('telHref', () => {
  it.each([
    ['local number with brackets and spaces', '(07) 3333 1234', 'tel:0733331234'],
    ['international number keeps its plus', '+61 7 3333 0000', 'tel:+61733330000'],
    ['a plus not at the start is dropped', '07 +3333', 'tel:073333'],
    ['dashes and dots', '1300-555.123', 'tel:1300555123'],
  ])('%s', (_, phone, expected) => expect(telHref(phone)).toBe(expected));
});

describe('bodyHref', () => {
  it.each([
    ['single word is lower-cased', 'SUV', '/models?body=suv'],
    ['spaces become hyphens', 'Light Commercial', '/models?body=light-commercial'],
    ['runs of punctuation collapse to one hyphen', 'Cab / Chassis', '/models?body=cab-chassis'],
    ['surrounding spaces are trimmed', '  Ute ', '/models?body=ute'],
  ])('%s', (_, body, expected) => expect(bodyHref(body)).toBe(expected));
});

describe('model links', () => {
  it('lists each body once in first-seen order and prefers override addresses', () => {
    expect(bodyTypes(models)).toEqual(['Ute', 'SUV', 'Light Commercial']);
    expect(models.map(modelHref)).toEqual(['/ranger', '/everest', '/puma-suv', '/ranger-super-cab']);
  });
});

describe('mapSearchUrl', () => {
  it.each([
    ['coordinates win over the address', { street: '1 Main St', city: 'X', state: 'QLD', postcode: '4000', lat: -27.5, long: 153 }, 'query=-27.5%2C153'],
    ['latitude 0 is a coordinate, not missing', { street: '1 Main St', city: 'X', state: 'QLD', postcode: '4000', lat: 0, long: 10 }, 'query=0%2C10'],
    [
      'address text when a coordinate is missing',
      { street: '1 Main St', city: 'X', state: 'QLD', postcode: '4000', lat: -27.5 },
      'query=1%20Main%20St%2C%20X%20QLD%204000',
    ],
  ])('%s', (_, address, query) => expect(mapSearchUrl(address)).toBe(`https://www.google.com/maps/search/?api=1&${query}`));

  it('gives no link for an empty address', () => expect(mapSearchUrl({ street: '', city: '', state: '', postcode: '' })).toBeNull());
});

describe('displayedLocations', () => {
  const names = (list: Location[]) => list.map((l) => l.slug);
  it.each<[string, Parameters<typeof displayedLocations>[1], string[]]>([
    ['visible ones by position', {}, ['sunshine-sales', 'sunshine-service']],
    ['an empty type list means every type', { types: [] }, ['sunshine-sales', 'sunshine-service']],
    ['empty location_type counts as sales', { types: ['sales'] }, ['sunshine-sales']],
    ['a hidden location never shows, whatever its type', { types: ['used'] }, []],
    ['site slugs restrict the list', { slugs: ['sunshine-service', 'old-yard'] }, ['sunshine-service']],
  ])('%s', (_, filter, expected) => expect(names(displayedLocations(locations, filter))).toEqual(expected));

  it('keeps file order for locations without a position, after positioned ones', () => {
    const unpositioned = (slug: string): Location => ({ ...locations[1]!, slug, position: undefined });
    expect(names(displayedLocations([unpositioned('b'), locations[0]!, unpositioned('a')]))).toEqual(['sunshine-service', 'b', 'a']);
  });
});
