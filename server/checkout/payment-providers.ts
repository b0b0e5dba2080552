// Which card processor takes a site's deposits: site.json `checkout.provider`.
import { checkoutSettings } from '../../runtime/lib/checkout/checkout-settings';
import { paymentProcessorState } from '../../runtime/lib/checkout/payment-processor';
import { paymentEnvironment } from './payment-environment';
import { paymentProcessorKey } from '../../runtime/lib/vehicle/eligibility';
import type { Car } from '../../schemas/types/car';
import { HttpError } from '../http/http-error';
import type { Tenant } from '../tenants/tenant';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider, stripeSecretKey } from './stripe-payment-provider';
import { TestPaymentProvider } from './test-payment-provider';

/** STRIPE_API_BASE (e.g. http://127.0.0.1:12111 for stripe-mock): where the Stripe client sends its calls. */
function stripeApiBase(env: NodeJS.ProcessEnv): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  const base = env.STRIPE_API_BASE?.trim();
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Whether the site's card processor can take a deposit now (runtime/lib/checkout/payment-processor.ts, worked out at load). */
export function paymentsReady(tenant: Tenant): boolean {
  return tenant.publicSite.payment_processor.ready;
}

const NOT_SET_UP = 'Online payment is not set up for this site yet, so the car cannot be reserved online. Please call the dealer.';

export function paymentProviderFor(env: NodeJS.ProcessEnv = process.env, now: () => number = Date.now): (tenant: Tenant, car: Car) => PaymentProvider {
  const test = new TestPaymentProvider(now);
  const stripes = new Map<string, StripePaymentProvider>();
  return (tenant, car) => {
    // The test provider in production only with CHECKOUT_TEST_PROVIDER=allow (issue 24): the same rule as Reserve.
    if (checkoutSettings(tenant.site).provider === 'test') {
      if (!paymentProcessorState(tenant.site, paymentEnvironment(tenant.slug, env)).ready) throw new HttpError(503, NOT_SET_UP);
      return test;
    }
    const secret = stripeSecretKey(tenant.slug, env);
    const publishable = paymentProcessorKey(car, tenant.publicSite);
    if (!secret || !publishable) throw new HttpError(503, NOT_SET_UP);
    const key = `${secret}\n${publishable}`;
    let provider = stripes.get(key);
    if (!provider) stripes.set(key, (provider = new StripePaymentProvider(secret, publishable, stripeApiBase(env))));
    return provider;
  };
}
