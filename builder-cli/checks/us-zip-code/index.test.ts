/* eslint-disable @typescript-eslint/no-explicit-any -- tenant fixture JSON edited in place, of any shape */
import { describe, expect, it } from 'vitest';
import { isZipCode } from './index';
import { lint } from '../../../tests/helpers/lint-fixture';

const us = (postcode: string) => ({
  'acme/site.json': (s: Record<string, any>) => ({ ...s, locale: 'en-US', phone: '(817) 555-0142', address: { ...s.address, postcode } }),
  'acme/locations.json': (d: any) => ({ ...d, locations: [] }),
});

describe('us-zip-code', () => {
  it.each([
    ['76102', true],
    ['76102-1234', true],
    ['7610', false],
    ['761021', false],
    ['76102-12', false],
    ['76102 1234', false],
  ])('isZipCode(%s) is %s', (v, expected) => expect(isZipCode(v)).toBe(expected));

  it('passes a ZIP+4 on an en-US site', async () => {
    expect((await lint(us('76102-1234'))).lines('us-zip-code')).toEqual([]);
  });

  it('reports a 4-digit postcode on an en-US site, and ignores AU sites', async () => {
    expect((await lint(us('7610'))).lines('us-zip-code')).toEqual([
      expect.stringMatching(/^acme\/site\.json:\d+:\d+ warning us-zip-code \/address\/postcode "7610" is not a US ZIP code \(12345 or 12345-6789\)$/),
    ]);
    expect((await lint()).lines('us-zip-code')).toEqual([]);
  });
});
