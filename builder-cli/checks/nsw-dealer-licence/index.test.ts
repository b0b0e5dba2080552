/* eslint-disable @typescript-eslint/no-explicit-any -- tenant fixture JSON edited in place, of any shape */
import { describe, expect, it } from 'vitest';
import { showsLicenceNumber } from './index';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const nsw = (legal?: string, state = 'NSW') => ({
  'acme/site.json': (s: any) => ({ ...s, address: { ...s.address, state, postcode: '2150' }, layout: { footer: legal === undefined ? {} : { legal } } }),
});

describe('nsw-dealer-licence', () => {
  it.each([
    ['Acme Motors Pty Ltd, Dealer Licence MD012345', true],
    ['DL 12345', true],
    ['Motor dealer licence no. 4567', true],
    ['Licensed motor dealer', false],
    ['ABN 12 345 678 901', false],
  ])('showsLicenceNumber(%s) is %s', (text, expected) => expect(showsLicenceNumber(text)).toBe(expected));

  it('passes an NSW dealer whose footer shows the licence number, and dealers in other states', async () => {
    expect((await lint(nsw('Acme Motors, Dealer Licence MD012345'))).lines('nsw-dealer-licence')).toEqual([]);
    expect((await lint(nsw(undefined, 'QLD'))).lines('nsw-dealer-licence')).toEqual([]);
  });

  it.each([
    ['no legal text', undefined],
    ['legal text without a number', 'Acme Motors Pty Ltd'],
  ])('warns an NSW dealer (state "New South Wales" too) with %s', async (_, legal) => {
    const expected = [
      expect.stringMatching(
        offense(
          'acme/site.json',
          'warning nsw-dealer-licence /layout/footer/legal NSW dealers must show their dealer licence number on every page: put it in layout.footer.legal (e.g. "Dealer Licence MD012345")',
        ),
      ),
    ];
    expect((await lint(nsw(legal))).lines('nsw-dealer-licence')).toEqual(expected);
    expect((await lint(nsw(legal, 'New South Wales'))).lines('nsw-dealer-licence')).toEqual(expected);
  });

  it("points at the dealer's own site.json, not the template's, when the template has legal text without a licence", async () => {
    const { lines } = await lint({
      '_templates/base/site.json': (s: any) => ({ ...s, layout: { ...s.layout, footer: { ...s.layout?.footer, legal: 'Prices subject to change.' } } }),
      'acme/site.json': (s: any) => ({ ...s, address: { ...s.address, state: 'NSW', postcode: '2300' }, layout: {} }),
    });
    expect(lines('nsw-dealer-licence')).toEqual([
      expect.stringMatching(
        offense(
          'acme/site.json',
          'warning nsw-dealer-licence /layout/footer/legal NSW dealers must show their dealer licence number on every page: put it in layout.footer.legal (e.g. "Dealer Licence MD012345") in this site.json; it replaces the template\'s legal text, so copy that text in too',
        ),
      ),
    ]);
  });
});
