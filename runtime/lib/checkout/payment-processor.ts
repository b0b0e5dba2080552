// Whether a site's card processor can take a deposit now (issue 24, defects 1 and 3). The reserve
// rule, the checkout routes, the checkout API and the test-card hint all read this one answer,
// which the server works out once per tenant load from its environment.
import type { Site } from '../../../schemas/types/site';
import { checkoutSettings } from './checkout-settings';

/** What the server's environment says about payments (read from `process.env` by server/checkout/payment-environment.ts). */
export interface PaymentEnvironment {
  /** NODE_ENV is production. */
  production: boolean;
  /** CHECKOUT_TEST_PROVIDER=allow: the test provider runs even in production. */
  testProviderAllowed: boolean;
  /** A Stripe secret key is set for this site (STRIPE_SECRET_KEY_<SLUG> or STRIPE_SECRET_KEY). */
  stripeSecretKey: boolean;
}

export interface PaymentProcessorState {
  /** A deposit can be taken now: Reserve is offered and the checkout routes exist. */
  ready: boolean;
  /** The test provider's card hint ("use card 4242 ...") may show: outside production only. */
  test_card_hint: boolean;
  /** Why no deposit can be taken (for the start-up log), when `ready` is false. */
  reason?: string;
}

export function paymentProcessorState(site: Pick<Site, 'checkout' | 'locale'>, env: PaymentEnvironment): PaymentProcessorState {
  const { provider } = checkoutSettings(site);
  if (provider === 'test') {
    if (env.production && !env.testProviderAllowed) {
      return {
        ready: false,
        test_card_hint: false,
        reason: 'checkout.provider "test" is refused in production (set CHECKOUT_TEST_PROVIDER=allow to run it anyway)',
      };
    }
    return { ready: true, test_card_hint: !env.production };
  }
  if (!env.stripeSecretKey)
    return { ready: false, test_card_hint: false, reason: 'no Stripe secret key is set (STRIPE_SECRET_KEY_<SLUG> or STRIPE_SECRET_KEY)' };
  return { ready: true, test_card_hint: false };
}
