import { describe, expect, it } from 'vitest';
import { isComponentPriceOnly } from './index';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

describe('au-drive-away-price', () => {
  it.each([
    ['$29,990 + ORC', true],
    ['from $29,990 plus on-road costs', true],
    ['$29,990 excl. government charges', true],
    ['$29,990 + ORC ($33,500 drive away)', false],
    ['$39,990 drive away', false],
    ['$39,990 driveaway', false],
    ['Save $2,000 on accessories', false],
  ])('isComponentPriceOnly(%s) is %s', (text, expected) => expect(isComponentPriceOnly(text)).toBe(expected));

  it('passes drive-away prices', async () => {
    expect((await lint()).lines('au-drive-away-price')).toEqual([]);
  });

  it('warns about a component price in an offer and in a page block, on an AU site only', async () => {
    const edits = {
      'acme/offers.json': (d: any) => ({ ...d, offers: [{ ...d.offers[0], name: 'CX-5 from $34,990 + ORC' }] }), // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
      'acme/pages/specials.json': (p: any) => ({ ...p, blocks: [{ type: 'rich-text', props: { html: '<p>Mazda2 $22,990 plus on-road costs</p>' } }] }), // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
    };
    const { lines } = await lint(edits);
    expect(lines('au-drive-away-price')).toEqual([
      expect.stringMatching(
        offense(
          'acme/pages/specials.json',
          'warning au-drive-away-price /blocks/0/props/html "$22,990 plus on-road costs" is a component price: show the single drive-away price (the total a buyer pays) with it',
        ),
      ),
      expect.stringMatching(
        offense(
          'acme/offers.json',
          'warning au-drive-away-price /offers/0/name "$34,990 + ORC" is a component price: show the single drive-away price (the total a buyer pays) with it',
        ),
      ),
    ]);
    const nz = await lint({ ...edits, 'acme/site.json': (s: any) => ({ ...s, locale: 'en-NZ' }) }); // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
    expect(nz.lines('au-drive-away-price')).toEqual([]);
  });
});
