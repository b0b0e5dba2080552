// The compliance checks' country is the site's locale module's.
import { describe, expect, it } from 'vitest';
import { auStateOf, countryOf } from '../../../builder-cli/checks/jurisdiction';

describe('countryOf', () => {
  it.each([
    ['en-AU', 'AU'],
    ['en-NZ', 'NZ'],
    ['en-US', 'US'],
    ['en-GB', 'GB'],
  ] as const)('%s -> %s', (locale, country) => {
    expect(countryOf({ locale })).toBe(country);
  });

  it('names an Australian state only on an AU site', () => {
    expect(auStateOf({ locale: 'en-AU', state: 'nsw' })).toBe('NSW');
    expect(auStateOf({ locale: 'en-GB', state: 'nsw' })).toBeNull();
  });
});
