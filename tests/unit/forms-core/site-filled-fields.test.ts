// What a form fills for the visitor, applied by the server to a lead that leaves it out (issue 24 defect 5).
import { describe, expect, it } from 'vitest';
import { siteFilledValues, withSiteFilledValues } from '../../../runtime/forms/site-filled-fields';
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
