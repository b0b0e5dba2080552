/* eslint-disable @typescript-eslint/no-explicit-any -- tenant fixture JSON edited in place, of any shape */
import { describe, expect, it } from 'vitest';
import { lint } from '../../../tests/helpers/lint-fixture';

const withPostcode = (postcode: string, locale = 'en-AU') => ({
  'acme/site.json': (s: Record<string, any>) => ({ ...s, locale, address: { ...s.address, postcode } }),
});

describe('locale-postcode', () => {
  it.each([
    ['4000', 'en-AU'],
    ['8042', 'en-NZ'],
    ['76102', 'en-US'],
  ])("passes %s for %s (US ZIP codes are us-zip-code's)", async (postcode, locale) => {
    expect((await lint(withPostcode(postcode, locale))).lines('locale-postcode')).toEqual([]);
  });

  it.each([['400'], ['40000'], ['QLD 4000']])('reports %s: exactly 4 digits', async (postcode) => {
    const { lines } = await lint(withPostcode(postcode));
    expect(lines('locale-postcode')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^acme/site\\.json:\\d+:\\d+ error locale-postcode /address/postcode postcode "${postcode}" is not valid for en-AU: Invalid postcode\\. Please enter a 4-digit number\\.$`,
        ),
      ),
    ]);
  });

  it("checks each location's postcode", async () => {
    const { lines } = await lint({
      'acme/locations.json': (d) => ({ ...d, locations: [{ ...d.locations[0], address: { ...d.locations[0].address, postcode: '40O0' } }] }),
    });
    expect(lines('locale-postcode')).toEqual([expect.stringContaining('acme/locations.json')]);
  });
});
