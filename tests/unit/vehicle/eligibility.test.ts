// Spec section 5 (Reserve: every condition must hold) and section 4 (Autograb), one rung each.
import { describe, expect, it } from 'vitest';
import { autograbApplies, canReserve, paymentProcessorKey, tradeInEligible } from '../../../runtime/lib/vehicle/eligibility';
import { car, storeSite } from './fixtures';

const comingSoonSite = { ...storeSite, features: { online_purchase: true, reserve_coming_soon: true } };

describe('canReserve', () => {
  it.each([
    ['every condition holds', car(), storeSite, true],
    ['coming_soon without the site flag', car({ status: 'coming_soon' }), storeSite, false],
    ['coming_soon with reserve_coming_soon', car({ status: 'coming_soon' }), comingSoonSite, true],
    ['status sold', car({ status: 'sold' }), storeSite, false],
    ['test-drive-only tag', car({ tag: 'Test Drive Only' }), storeSite, false],
    ['test-drive-only tag as the feed writes it', car({ tag: '*** Test Drive Vehicle Only ***' }), storeSite, false],
    ['another tag is fine', car({ tag: 'Special' }), storeSite, true],
    ['no payment key for the dealership', car({ dealership_id: 9999 }), storeSite, false],
    ['dealership id given as text still matches', car({ dealership_id: '1101' }), storeSite, true],
    ['a blank payment key is no key', car(), { ...storeSite, dealerships: [{ id: 1101, name: 'S', slug: 's', stripe_publishable_key: ' ' }] }, false],
    ['sold flag', car({ sold: true }), storeSite, false],
    ['reserved', car({ reserved: true }), storeSite, false],
    ['price 201 is above 200', car({ price: 201 }), storeSite, true],
    ['price 200 is not above 200', car({ price: 200 }), storeSite, false],
    ['no price', car({ price: null }), storeSite, false],
    ['reservable false', car({ reservable: false }), storeSite, false],
    ['reservable null is not false', car({ reservable: null }), storeSite, true],
    ['no payment processors on the car', car({ payment_processors: [] }), storeSite, false],
    ['payment processors missing', car({ payment_processors: undefined }), storeSite, false],
    ['online purchase off', car(), { ...storeSite, features: {} }, false],
    ['the platform store flag (flags.enable_store) sells online', car(), { ...storeSite, features: {}, flags: { enable_store: true } }, true],
    ['the site turns the platform store off', car(), { ...storeSite, features: { online_purchase: false }, flags: { enable_store: true } }, false],
    [
      'a payment key but no processor that can take the deposit now',
      car(),
      { ...storeSite, payment_processor: { ready: false, test_card_hint: false } },
      false,
    ],
  ])('%s', (_, c, site, expected) => expect(canReserve(c, site)).toBe(expected));
});

describe('paymentProcessorKey', () => {
  it("is the car's dealership's publishable key", () => {
    expect(paymentProcessorKey(car(), storeSite)).toBe('pk_test_site');
    expect(paymentProcessorKey(car({ dealership_id: 1 }), storeSite)).toBeNull();
  });
});

describe('autograbApplies', () => {
  it.each([
    ['in stock, priced 201', car({ price: 201 }), true],
    ['price 200', car({ price: 200 }), false],
    ['coming soon', car({ status: 'coming_soon' }), false],
    ['sold status', car({ status: 'sold' }), false],
    ['sold flag', car({ sold: true }), false],
    ['reserved', car({ reserved: true }), false],
    ['no price', car({ price: null }), false],
  ])('%s', (_, c, expected) => expect(autograbApplies(c)).toBe(expected));
});

describe('tradeInEligible', () => {
  it.each([
    ['for sale, no Autograb', car({ reserved: true, price: null }), {}, true],
    ['sold, no Autograb', car({ status: 'sold' }), {}, false],
    ['Autograb site, car Autograb can value', car(), { autograb: true }, true],
    ['Autograb site, reserved car', car({ reserved: true }), { autograb: true }, false],
    ['Autograb site, unpriced car', car({ price: 0 }), { autograb: true }, false],
  ])('%s', (_, c, site, expected) => expect(tradeInEligible(c, site)).toBe(expected));
});
