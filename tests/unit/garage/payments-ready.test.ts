// Stripe.js and its CSP sources are used only where the server can take the payment: the test
// provider always, Stripe once the site's secret key (or the shared one) is in the environment.
import { describe, expect, it } from 'vitest';
import { paymentsReady } from '../../../server/checkout/payment-providers';
import type { Tenant } from '../../../server/tenants/tenant';

const site = (provider: 'stripe' | 'test') => ({ slug: 'lone-star-trucks', site: { locale: 'en-US', checkout: { provider } } }) as unknown as Tenant;

describe('paymentsReady', () => {
  it.each([
    ['the test provider needs no key', site('test'), {}, true],
    ['Stripe without a secret key is not ready', site('stripe'), {}, false],
    ['Stripe with the site key', site('stripe'), { STRIPE_SECRET_KEY_LONE_STAR_TRUCKS: 'sk_test_1' }, true],
    ['Stripe with the shared key', site('stripe'), { STRIPE_SECRET_KEY: 'sk_test_1' }, true],
    ["another site's key does not count", site('stripe'), { STRIPE_SECRET_KEY_RIVERBEND_MAZDA: 'sk_test_1' }, false],
  ])('%s', (_, tenant, env, expected) => expect(paymentsReady(tenant, env as NodeJS.ProcessEnv)).toBe(expected));
});
