// The browser's calls to the checkout API (docs/checkout.md). Answers are read, not thrown, so
// the journey can show each outcome (402 declined, 409 taken, 422 field errors).
import type { Car } from '../../../schemas/types/car';

export interface Reservation {
  id: string;
  state: 'held' | 'reserved' | 'released';
  car_id: string;
  amount: number;
  currency: string;
  expires_at: string;
  lead_id: string | null;
}

export interface ReserveAnswer {
  status: number;
  reservation?: Reservation;
  next_action?: { type: 'three_d_secure'; url: string } | { type: 'stripe_confirm'; client_secret: string; publishable_key: string };
  error?: string;
  code?: string;
  fields?: Record<string, string>;
  similar?: Car[];
}

async function send(url: string, body: unknown): Promise<ReserveAnswer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const json = (await res.json().catch(() => ({}))) as Omit<ReserveAnswer, 'status'>;
    return { status: res.status, ...json };
  } catch (error) {
    console.error('Checkout request failed', error);
    return { status: 0, error: 'We could not reach the dealer. Check your connection and try again.' };
  }
}

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** `altcha`: the captcha widget's solution (issue 25: a hold needs one unless the site turned the captcha off). */
export const reserveCar = (carId: number | string, contact: Record<string, string>, card?: CardInput, altcha?: string) =>
  send('/api/checkout/reservations', { car_id: carId, contact, ...(card ? { card } : {}), ...(altcha ? { altcha } : {}) });

export const authenticate = (url: string, result: 'approve' | 'fail') => send(url, { result });

/** The reservation's state once the payment processor has reported (Stripe's webhook): polled, at most `tries` times. */
export async function settledReservation(id: string, tries = 60, delayMs = 1000): Promise<Reservation | null> {
  for (let i = 0; i < tries; i++) {
    try {
      const res = await fetch(`/api/checkout/reservations/${encodeURIComponent(id)}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      if (res.ok) {
        const { reservation } = (await res.json()) as { reservation: Reservation };
        if (reservation.state !== 'held') return reservation;
      }
    } catch (error) {
      console.warn('Reservation state not read', error);
    }
    await new Promise((r) => setTimeout(r, delayMs));
  }
  return null;
}
