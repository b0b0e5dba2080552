// The card form of a Stripe dealership's checkout (issue 14). Stripe.js is loaded from
// https://js.stripe.com/v3 only when the visitor reaches the Deposit step (never with the page),
// through the page's CSP nonce; the page's policy lets Stripe's card frame and API in
// (server/http/csp.ts allowStripe). The card Element stays mounted until the visitor pays, then
// confirms the PaymentIntent whose client secret the server returned; Stripe's signed webhook
// finalises the reservation on the server.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { STRIPE_JS_URL, type StripeCardElement, type StripeClient, type StripeFactory } from '../../lib/checkout/stripe-js';

let loading: Promise<StripeFactory> | null = null;

/** Adds Stripe.js to the page once, with the nonce the page's own scripts carry. */
function loadStripeJs(): Promise<StripeFactory> {
  const ready = (window as { Stripe?: StripeFactory }).Stripe;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const factory = (window as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js loaded without window.Stripe'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The document's policy is the one served with it: a page reached by client-side navigation
 * has the policy of the page first loaded, without Stripe's sources, so it is loaded afresh.
 */
export function servedForThisAddress(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!entry) return true;
  const served = new URL(entry.name);
  return served.pathname === window.location.pathname && served.search === window.location.search;
}

export type StripeConfirmation = { ok: true; paymentIntentId: string; status: string } | { ok: false; message: string };

export interface StripeCardHandle {
  complete(): boolean;
  confirm(clientSecret: string, billing: { name: string; email: string; phone: string }): Promise<StripeConfirmation>;
}

export function StripeCardField({ publishableKey, handle }: { publishableKey: string; handle: RefObject<StripeCardHandle | null> }) {
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [message, setMessage] = useState('');

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let live = true;
    let complete = false;
    loadStripeJs()
      .then((Stripe) => {
        if (!live || !target.current) return;
        const stripe: StripeClient = Stripe(publishableKey);
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.on('change', (change) => {
          complete = change.complete;
          setMessage(change.error?.message ?? '');
        });
        card.mount(target.current);
        const element = card;
        handle.current = {
          complete: () => complete,
          async confirm(clientSecret, billing) {
            try {
              const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card: element, billing_details: billing } });
              if (result.error || !result.paymentIntent)
                return { ok: false, message: result.error?.message ?? 'Your card could not be charged. Please try again.' };
              return { ok: true, paymentIntentId: result.paymentIntent.id, status: result.paymentIntent.status };
            } catch (error) {
              console.error('Stripe confirmation failed', error);
              return { ok: false, message: 'We could not reach Stripe. Check your connection and try again.' };
            }
          },
        };
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('Stripe.js not loaded', error);
        if (live) setState('failed');
      });
    return () => {
      live = false;
      handle.current = null;
      card?.destroy();
    };
  }, [publishableKey, handle]);

  return (
    <div className="stripe-card" role="group" aria-labelledby="stripe-card-label" aria-busy={state === 'loading'}>
      <p id="stripe-card-label" className="form-label">
        Card details
      </p>
      <div ref={target} className="stripe-card-element" />
      <p className={state === 'failed' || message ? 'form-error' : 'form-help'} aria-live="polite">
        {state === 'loading'
          ? 'Loading the secure card form…'
          : state === 'failed'
            ? 'The secure card form could not be loaded. Check your connection and reload the page.'
            : message}
      </p>
    </div>
  );
}
