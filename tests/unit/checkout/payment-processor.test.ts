// Whether a site's card processor can take a deposit now (issue 24, defects 1 and 3): the test
// provider only outside production unless CHECKOUT_TEST_PROVIDER=allow, Stripe once its secret
// key is in the environment; the test-card hint only outside production.
import { describe, expect, it } from 'vitest';
import { paymentProcessorState } from '../../../runtime/lib/checkout/payment-processor';
import { paymentEnvironment } from '../../../server/checkout/payment-environment';

const site = (provider: 'stripe' | 'test') => ({ locale: 'en-US' as const, checkout: { provider } });
const state = (provider: 'stripe' | 'test', env: NodeJS.ProcessEnv) => {
  const { ready, test_card_hint } = paymentProcessorState(site(provider), paymentEnvironment('lone-star-trucks', env));
  return { ready, test_card_hint };
};

describe('paymentProcessorState', () => {
  it.each([
    ['the test provider outside production, with its card hint', 'test', { NODE_ENV: 'test' }, { ready: true, test_card_hint: true }],
    ['the test provider with no NODE_ENV', 'test', {}, { ready: true, test_card_hint: true }],
    ['the test provider is refused in production', 'test', { NODE_ENV: 'production' }, { ready: false, test_card_hint: false }],
    [
      'CHECKOUT_TEST_PROVIDER=allow runs it in production, without the hint',
      'test',
      { NODE_ENV: 'production', CHECKOUT_TEST_PROVIDER: 'allow' },
      { ready: true, test_card_hint: false },
    ],
    [
      'another CHECKOUT_TEST_PROVIDER value is no allowance',
      'test',
      { NODE_ENV: 'production', CHECKOUT_TEST_PROVIDER: 'yes' },
      { ready: false, test_card_hint: false },
    ],
    ['Stripe without a secret key is not ready', 'stripe', {}, { ready: false, test_card_hint: false }],
    ['Stripe with the site key', 'stripe', { STRIPE_SECRET_KEY_LONE_STAR_TRUCKS: 'sk_test_1' }, { ready: true, test_card_hint: false }],
    ['Stripe with the shared key, in production', 'stripe', { STRIPE_SECRET_KEY: 'sk_test_1', NODE_ENV: 'production' }, { ready: true, test_card_hint: false }],
    ["another site's key does not count", 'stripe', { STRIPE_SECRET_KEY_RIVERBEND_MAZDA: 'sk_test_1' }, { ready: false, test_card_hint: false }],
  ] as const)('%s', (_, provider, env, expected) => expect(state(provider, env)).toEqual(expected));

  it('says why a processor is not ready', () => {
    expect(paymentProcessorState(site('test'), paymentEnvironment('x', { NODE_ENV: 'production' })).reason).toMatch(/CHECKOUT_TEST_PROVIDER=allow/);
    expect(paymentProcessorState(site('stripe'), paymentEnvironment('x', {})).reason).toMatch(/STRIPE_SECRET_KEY/);
  });
});
