// One interface for the card processors a reservation deposit can go through (spec section 3:
// the dealership's payment provider): Stripe in production, `test` for local use and tests.

export interface PaymentRequest {
  /** The hold this payment secures; providers echo it in their metadata. */
  holdId: string;
  tenant: string;
  carId: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  description: string;
  /** Card details, only for the test provider (Stripe collects cards in its own fields). */
  card?: TestCardInput;
}

export interface TestCardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type PaymentFailureCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_number' | 'incorrect_cvc' | 'authentication_failed';

export type PaymentOutcome =
  | { status: 'succeeded'; paymentId: string }
  /** The card needs 3-D Secure: the visitor completes it, then the provider reports the result. */
  | { status: 'requires_action'; paymentId: string; action: { type: 'three_d_secure'; url: string } }
  /** Stripe: the browser confirms the PaymentIntent with Stripe.js; the webhook reports the result. */
  | { status: 'requires_confirmation'; paymentId: string; clientSecret: string; publishableKey: string }
  | { status: 'failed'; paymentId: string | null; code: PaymentFailureCode; message: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createPayment(request: PaymentRequest): Promise<PaymentOutcome>;
}

/** A provider could not be reached or refused the request itself (not a card decline). */
export class PaymentServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentServiceError';
  }
}
