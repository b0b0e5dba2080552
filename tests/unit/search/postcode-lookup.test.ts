// Postcode to place (server/search/postcodes): the listed postcode, a neighbour within MAX_GAP in
// the same state, and the boundaries of the ranges, formats and gap.
import { describe, expect, it } from 'vitest';
import { lookupPostcode } from '../../../server/search/postcodes/postcode-lookup';
import { normalisePostcode, postcodeMessage } from '../../../runtime/lib/search/near-text';
import { distanceAway } from '../../../runtime/lib/search/distance-away';
import { offersNearest } from '../../../runtime/lib/search/search-url';

const place = (input: string, locale = 'en-AU') => {
  const r = lookupPostcode(input, locale);
  return 'found' in r ? `${r.found.place}${r.found.exact ? '' : ' ~'}` : r.problem;
};

describe('lookupPostcode', () => {
  it.each([
    ['a listed postcode', '2795', 'en-AU', 'Bathurst NSW'],
    ['spaces are ignored', ' 27 95 ', 'en-AU', 'Bathurst NSW'],
    ['a neighbour one away stands in', '2796', 'en-AU', 'Bathurst NSW ~'],
    ['equally far: the lower postcode', '2797', 'en-AU', 'Bathurst NSW ~'],
    ['nearer to the next one', '2798', 'en-AU', 'Orange NSW ~'],
    ['first NT postcode', '0800', 'en-AU', 'Darwin NT'],
    ['below the NT range', '0799', 'en-AU', 'unknown'],
    ['NSW PO boxes are not listed', '1000', 'en-AU', 'unknown'],
    ['last ACT postcode of the first range takes an ACT place', '2618', 'en-AU', 'Belconnen ACT ~'],
    ['first NSW postcode after it takes a NSW place', '2619', 'en-AU', 'Queanbeyan NSW ~'],
    ['100 past the last QLD place is still near enough', '4970', 'en-AU', 'Cairns QLD ~'],
    ['101 past it is not', '4971', 'en-AU', 'unknown'],
    ['past the last WA range', '6798', 'en-AU', 'unknown'],
    ['three digits', '279', 'en-AU', 'format'],
    ['five digits on an AU site', '27950', 'en-AU', 'format'],
    ['letters', '27a5', 'en-AU', 'format'],
    ['empty', '', 'en-AU', 'format'],
    ['NZ: the dealer’s own suburb', '8042', 'en-NZ', 'Hornby Christchurch'],
    ['NZ: Wellington', '6011', 'en-NZ', 'Wellington Wellington'],
    ['NZ: below the first range', '0109', 'en-NZ', 'unknown'],
    ['US: a ZIP code by its prefix', '76137', 'en-US', 'Fort Worth, TX ~'],
    ['US: ZIP+4', '76137-1234', 'en-US', 'Fort Worth, TX ~'],
    ['US: El Paso outside the TX block', '88510', 'en-US', 'El Paso, TX ~'],
    ['US: four digits', '7613', 'en-US', 'format'],
    ['US: military mail is not a place', '09001', 'en-US', 'unknown'],
    ['US: Puerto Rico is not listed', '00901', 'en-US', 'unknown'],
    ['UK: a valid postcode, no table for the country', 'SW1A 1AA', 'en-GB', 'unknown'],
    ['UK: not a postcode', '2795', 'en-GB', 'format'],
  ])('%s: %s (%s) -> %s', (_, input, locale, expected) => {
    expect(place(input, locale)).toBe(expected);
  });

  it('returns the coordinates of the place', () => {
    expect(lookupPostcode('2795', 'en-AU')).toEqual({ found: { postcode: '2795', lat: -33.4196, lng: 149.5806, place: 'Bathurst NSW', exact: true } });
  });
});

describe('near text', () => {
  it.each([
    ['2795', 'en-AU', '2795'],
    [' 2795 ', 'en-NZ', '2795'],
    ['76137-1234', 'en-US', '76137'],
    ['761371234', 'en-US', null],
    ['2795', 'en-US', null],
  ])('normalisePostcode(%j, %s) = %j', (input, locale, expected) => expect(normalisePostcode(input, locale)).toBe(expected));

  it.each([
    [499, 'en-AU', 'Under 1 km away'],
    [500, 'en-AU', '1 km away'],
    [12_345, 'en-NZ', '12 km away'],
    [1_234_567, 'en-AU', '1,235 km away'],
    [804, 'en-US', 'Under 1 mi away'],
    [805, 'en-US', '1 mi away'],
    [19_312, 'en-US', '12 mi away'],
  ])('distanceAway(%i m, %s) = %s', (metres, locale, expected) => expect(distanceAway(metres, locale)).toBe(expected));

  it.each([
    ['format', '279', 'en-AU', 'Enter a 4-digit postcode.'],
    ['format', '7613', 'en-US', 'Enter a 5-digit ZIP code.'],
    ['unknown', '0799', 'en-AU', "We couldn't find postcode 0799. Check it, or use your location."],
    ['unknown', '09001', 'en-US', "We couldn't find ZIP code 09001. Check it, or use your location."],
  ] as const)('postcodeMessage(%s, %s, %s)', (problem, code, locale, expected) => expect(postcodeMessage(problem, code, locale)).toBe(expected));

  it.each([
    ['two dealerships', 2, undefined, true],
    ['one dealership', 1, undefined, false],
    ['no dealerships listed', 0, undefined, false],
    ['two, on one dealership’s own search path', 2, 'bathurst', false],
  ])('offersNearest: %s', (_, count, slug, expected) => {
    expect(offersNearest({ dealerships: Array.from({ length: count }, (_, id) => ({ id })) }, slug)).toBe(expected);
  });
});
