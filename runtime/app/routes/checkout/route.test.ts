// The checkout folder's table entries (issue 14): the paths a site selling online answers. Run by
// the unit project with every route folder's own test (vite.config.ts).
import { describe, expect, it } from 'vitest';
import { resolve, table } from '../../../../tests/helpers/route-table';

describe('checkout routes', () => {
  it('a site selling online answers the checkout paths; others do not', () => {
    const t = table({ features: { online_purchase: true }, payment_processor: { ready: true, test_card_hint: false } });
    expect(resolve(t, '/cars/2021-mazda-cx-5-abc/checkout')).toEqual({ id: 'checkout:car', kind: 'checkout' });
    expect(resolve(t, '/cars/2021-mazda-cx-5-abc/buy-online')).toEqual({ id: 'checkout:buy-online', kind: 'checkout' });
    expect(resolve(t, '/checkout')).toEqual({ id: 'checkout', kind: 'checkout' });
    expect(resolve(t, '/checkout-journey')).toEqual({ id: 'checkout:journey', kind: 'checkout' });
    expect(resolve(t, '/cars/2021-mazda-cx-5-abc')).toMatchObject({ kind: 'vehicle' });
    expect(resolve(table(), '/cars/2021-mazda-cx-5-abc/checkout').kind).toBe('not-found');
    expect(resolve(table(), '/checkout').kind).toBe('not-found');
    const unready = table({ features: { online_purchase: true }, payment_processor: { ready: false, test_card_hint: false } });
    expect(resolve(unready, '/checkout').kind).toBe('not-found');
    expect(resolve(unready, '/cars/2021-mazda-cx-5-abc/checkout').kind).toBe('not-found');
    const store = table({ flags: { enable_store: true }, payment_processor: { ready: true, test_card_hint: false } });
    expect(resolve(store, '/checkout')).toEqual({ id: 'checkout', kind: 'checkout' });
    expect(resolve(table({ flags: { enable_store: false }, payment_processor: { ready: true, test_card_hint: false } }), '/checkout').kind).toBe('not-found');
  });
});
