import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const car = (over: Record<string, unknown>) => ({ 'acme/stock.json': (d: any) => ({ ...d, cars: [{ ...d.cars[0], ...over }] }) }); // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON

describe('feed-body-style', () => {
  it('passes a mapped body style', async () => {
    expect((await lint(car({ body: 'SUV' }))).lines('feed-body-style')).toEqual([]);
    expect((await lint(car({ body: 'cab chassis' }))).lines('feed-body-style')).toEqual([]);
  });

  it('warns about an unmapped or missing body style', async () => {
    expect((await lint(car({ body: 'Hovercraft' }))).lines('feed-body-style')).toEqual([
      expect.stringMatching(
        offense(
          'acme/stock.json',
          'warning feed-body-style /cars/0/body car A100: body style "Hovercraft" has no Meta mapping (runtime/lib/feeds/channel-values.ts): Meta leaves it out',
        ),
      ),
    ]);
    expect((await lint(car({ body: null }))).lines('feed-body-style')).toEqual([expect.stringContaining('no body style: Meta leaves it out')]);
  });
});
