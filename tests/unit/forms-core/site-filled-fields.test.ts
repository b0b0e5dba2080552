// What a form fills for the visitor, applied by the server to a lead that leaves it out (issue 24 defect 5).
import { describe, expect, it } from 'vitest';
import { locationChoices, siteFilledValues, withSiteFilledValues } from '../../../runtime/forms/site-filled-fields';
import type { ServedStep } from '../../../runtime/forms/form-query';
import { locations, site } from '../blocks/fixtures';

const step = (uiSchema: Record<string, unknown>): Pick<ServedStep, 'schema' | 'uiSchema'> => ({
  schema: {
    type: 'object',
    properties: {
      category: { type: 'string', enum: ['General', 'Service'], default: 'General' },
      location: { type: 'string' },
      dealership_slug: { type: 'string' },
      name: { type: 'string' },
    },
  },
  uiSchema,
});
const enquiry = step({ location: { 'ui:widget': 'locationSelect' }, dealership_slug: { 'ui:widget': 'websiteLocationSelect' } });
const serviceOnly = step({
  location: { 'ui:widget': 'locationSelect', 'ui:options': { locationTypes: ['service'] } },
  dealership_slug: { 'ui:widget': 'websiteLocationSelect' },
});
const one = [locations.find((l) => l.location_type === 'service')!];
const twoDealers = {
  ...site,
  dealerships: [
    { id: 1, name: 'A', slug: 'a' },
    { id: 2, name: 'B', slug: 'b' },
  ],
};

describe('siteFilledValues', () => {
  it.each<[string, Pick<ServedStep, 'schema' | 'uiSchema'>, typeof site, typeof locations, Record<string, unknown>]>([
    [
      'one location, one dealership: both filled, with the default category',
      enquiry,
      site,
      one,
      { category: 'General', location: 'Sunshine Service', dealership_slug: 'sunshine-motors' },
    ],
    ['several locations: the visitor chooses', enquiry, site, locations, { category: 'General', dealership_slug: 'sunshine-motors' }],
    [
      'one location of the type the field asks for',
      serviceOnly,
      site,
      locations,
      { category: 'General', location: 'Sunshine Service', dealership_slug: 'sunshine-motors' },
    ],
    ['several dealerships: the visitor chooses', enquiry, twoDealers, one, { category: 'General', location: 'Sunshine Service' }],
  ])('%s', (_, s, st, locs, expected) => expect(siteFilledValues([s], st, locs)).toEqual(expected));
});

describe('withSiteFilledValues', () => {
  it("fills what is missing or empty and keeps the client's values", () => {
    expect(withSiteFilledValues({ form: 'enquiry', category: 'Service', location: '' }, { category: 'General', location: 'X', dealership_slug: 'd' })).toEqual({
      form: 'enquiry',
      category: 'Service',
      location: 'X',
      dealership_slug: 'd',
    });
  });
});

describe('locationChoices (locationTypes and locationSubtypes, spec section 3: "location_subtype (may include buying)")', () => {
  const buying = locations.map((l) => (l.name === 'Sunshine Motors Sales' ? { ...l, location_subtype: ['buying'] } : l));
  const names = (list: { value: string }[]) => list.map((c) => c.value);
  it.each<[string, typeof locations, unknown, unknown, string[]]>([
    ['no filter: every shown location', buying, undefined, undefined, ['Sunshine Motors Sales', 'Sunshine Service']],
    ['buying: only the locations that buy cars', buying, undefined, ['buying'], ['Sunshine Motors Sales']],
    ['buying where no location buys: every location, not none', locations, undefined, ['buying'], ['Sunshine Motors Sales', 'Sunshine Service']],
    ['service and buying, none both: the service locations', buying, ['service'], ['buying'], ['Sunshine Service']],
    ['a type no location has: every location', buying, ['parts'], undefined, ['Sunshine Motors Sales', 'Sunshine Service']],
  ])('%s', (_, list, types, subtypes, expected) => expect(names(locationChoices(list, site, types, subtypes))).toEqual(expected));

  it('a buying-only location choice with one buyer is filled for the visitor', () => {
    const sell = step({ location: { 'ui:widget': 'locationSelect', 'ui:options': { locationSubtypes: ['buying'] } } });
    expect(siteFilledValues([sell], site, buying)).toMatchObject({ location: 'Sunshine Motors Sales' });
  });
});
