// Stripe.js (https://js.stripe.com/v3): the one address the checkout page loads it from, and the
// small part of its API the page uses (no Stripe package ships to the browser).
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

interface StripeCardChange {
  complete: boolean;
  empty?: boolean;
  error?: { message?: string };
}

export interface StripeCardElement {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): void;
  destroy(): void;
}

interface StripeConfirmResult {
  paymentIntent?: { id: string; status: string };
  error?: { message?: string; code?: string };
}

export interface StripeClient {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details?: { name?: string; email?: string; phone?: string } } },
  ): Promise<StripeConfirmResult>;
}

export type StripeFactory = (publishableKey: string) => StripeClient;
