// Issue 20's locale proof: en-GB is its module (runtime/lib/locales/en-GB.ts) plus the generated
// schema enum. A fixture tenant on en-GB loads, and every locale-dependent rule reads the module:
// pounds, miles, the combined AU/NZ/UK phone pattern, UK postcodes, the UK time zone.
import { describe, expect, it } from 'vitest';
import { formatOdometer, formatPrice } from '../../runtime/lib/format';
import { localeMessages } from '../../runtime/lib/locale-messages';
import { phoneRule, phoneVariantFor } from '../../runtime/lib/forms/phone';
import { postcodeRuleFor, postcodeVariantFor } from '../../runtime/lib/forms/postcode';
import { normalisePostcode, postcodeMessage } from '../../runtime/lib/search/near-text';
import { phoneDisplayFor } from '../../runtime/lib/phone-display';
import { localeOf } from '../../runtime/lib/locales';
import { lint } from '../helpers/lint-fixture';
import { compiled, form, site } from './forms-core/helpers';

const british = (phone: string, postcode: string) => ({
  'acme/locations.json': (d: { locations: { address: object; contact_detail: object }[] }) => ({
    ...d,
    locations: d.locations.map((l) => ({
      ...l,
      address: { ...l.address, postcode: 'M1 1AE' },
      contact_detail: { ...l.contact_detail, phone: '0161 496 0000', landline_phone: '0161 496 0001' },
    })),
  }),
  'acme/site.json': (s: Record<string, unknown>) => ({
    ...s,
    locale: 'en-GB',
    phone,
    address: { ...(s.address as object), city: 'London', state: 'London', postcode },
  }),
});

describe('en-GB', () => {
  it('prices in pounds and odometers in miles, with British words', () => {
    expect(formatPrice(34990, 'POA', 'en-GB')).toBe('£34,990');
    expect(formatOdometer(10000, 'en-GB')).toBe('10,000 mi');
    expect(localeMessages('en-GB')).toMatchObject({ colour: 'Colour', distanceWord: 'miles', postcodeLabel: 'Postcode' });
    expect(localeOf('en-GB')).toMatchObject({ currency: 'GBP', country: 'GB', defaultTimeZone: 'Europe/London', units: 'mi' });
  });

  it.each([
    ['a London landline', '020 7946 0958', true],
    ['a UK mobile', '07700 900123', true],
    ['+44 with the trunk 0 dropped', '+44 20 7946 0958', true],
    ['an AU landline (the combined pattern)', '07 3333 4444', true],
    ['too short', '020 7946', false],
  ])('phone: %s', (_, phone, valid) => {
    expect(phoneVariantFor('en-GB')).toBe('au-nz-uk');
    expect(phoneRule(phoneVariantFor('en-GB'), { testNumber: '' })(phone).valid).toBe(valid);
  });

  it('writes UK numbers as the UK does', () => {
    expect(phoneDisplayFor('02079460958', 'en-GB')).toBe('020 7946 0958');
    expect(phoneDisplayFor('07700900123', 'en-GB')).toBe('07700 900123');
  });

  it.each([
    ['SW1A 1AA', true],
    ['M1 1AE', true],
    ['b338th', true],
    ['2000', false],
    ['SW1A 1A', false],
  ])('postcode %s', (postcode, valid) => {
    expect(postcodeRuleFor(postcodeVariantFor('en-GB'))(postcode).valid).toBe(valid);
  });

  it("nearest first takes a UK postcode's shape and says what it wants", () => {
    expect(normalisePostcode('sw1a 1aa', 'en-GB')).toBe('sw1a1aa');
    expect(normalisePostcode('2000', 'en-GB')).toBeNull();
    expect(postcodeMessage('format', 'x', 'en-GB')).toBe('Enter a UK postcode.');
  });

  it("a form's postcode field takes the UK rule and its length", () => {
    const f = compiled(
      form([{ schema: { type: 'object', properties: { postcode: { title: 'Postcode' } } }, uiSchema: { postcode: { 'ui:widget': 'postcode' } } }]),
      site({ locale: 'en-GB' }),
    );
    expect(f.steps[0]!.schema.properties.postcode).toMatchObject({ 'x-postcode-variant': 'gb', maxLength: 8, title: 'Postcode' });
  });

  it('a tenant on en-GB loads; validate holds its phone and postcode to the UK rules', async () => {
    const good = await lint(british('020 7946 0958', 'SW1A 1AA'));
    expect(good.problems.filter((p) => p.severity === 'error').map((p) => `${p.code} ${p.message}`)).toEqual([]);
    const bad = await lint(british('0207946 0958', '4000'));
    expect(bad.lines('locale-postcode')).toEqual([
      expect.stringContaining('postcode "4000" is not valid for en-GB: Invalid postcode. Please enter a UK postcode, such as SW1A 1AA.'),
    ]);
    expect(bad.lines('phone-display')).toEqual([expect.stringContaining('phone "0207946 0958" is written as en-GB does not write it: "020 7946 0958"')]);
  });
});
