// Stripe: the PaymentIntent is created on the server with the secret key from the environment
// (STRIPE_SECRET_KEY_<SLUG> or STRIPE_SECRET_KEY); the browser confirms it with the dealership's
// publishable key from site.json; Stripe's signed webhook reports the result.
import Stripe from 'stripe';
import { PaymentServiceError, type PaymentOutcome, type PaymentProvider, type PaymentRequest } from './payment-provider';

const envKey = (prefix: string, slug: string, env: NodeJS.ProcessEnv) => env[`${prefix}_${slug.toUpperCase().replace(/-/g, '_')}`] || env[prefix] || undefined;

export function stripeSecretKey(slug: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return envKey('STRIPE_SECRET_KEY', slug, env);
}

export function stripeWebhookSecret(slug: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return envKey('STRIPE_WEBHOOK_SECRET', slug, env);
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly publishableKey: string,
    options: { host?: string; port?: number; protocol?: 'http' | 'https' } = {},
  ) {
    this.stripe = new Stripe(secretKey, { timeout: 15_000, maxNetworkRetries: 2, ...options });
  }

  async createPayment(request: PaymentRequest): Promise<PaymentOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          description: request.description,
          automatic_payment_methods: { enabled: true },
          metadata: { hold_id: request.holdId, tenant: request.tenant, car_id: request.carId },
        },
        // One hold, one PaymentIntent, however often the call is retried.
        { idempotencyKey: `hold-${request.holdId}` },
      );
      if (!intent.client_secret) throw new PaymentServiceError('Stripe returned a PaymentIntent without a client secret');
      return { status: 'requires_confirmation', paymentId: intent.id, clientSecret: intent.client_secret, publishableKey: this.publishableKey };
    } catch (error) {
      if (error instanceof PaymentServiceError) throw error;
      throw new PaymentServiceError(`Stripe could not create the payment: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** A verified Stripe event, or an Error naming why the signature was refused. */
export function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
  if (!signature) throw new Error('Missing Stripe-Signature header');
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}
