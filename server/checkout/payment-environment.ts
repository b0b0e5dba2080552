// The payment settings of the server's environment, for runtime/lib/checkout/payment-processor.ts.
import type { PaymentEnvironment } from '../../runtime/lib/checkout/payment-processor';
import { stripeSecretKey } from './stripe-payment-provider';

export function paymentEnvironment(slug: string, env: NodeJS.ProcessEnv = process.env): PaymentEnvironment {
  return {
    production: env.NODE_ENV === 'production',
    testProviderAllowed: env.CHECKOUT_TEST_PROVIDER === 'allow',
    stripeSecretKey: stripeSecretKey(slug, env) !== undefined,
  };
}
