// How long a car hold lasts (issue 25, part 2). How many one visitor may have is not a number
// here: one live (`held`) hold per client address and per email on a site, enforced by the unique
// indexes holds_one_per_client/_email (server/garage/garage-schema.ts, migration 0002).

/** On Stripe a car is held at most this long before a card is attached to its PaymentIntent. */
export const STRIPE_HOLD_BEFORE_CARD_MS = 2 * 60_000;

export const HOLD_LIMIT_MESSAGE =
  'You already have a car on hold. Finish paying the deposit for it, or wait until its hold ends, before reserving another car.';

/**
 * How long a new hold lasts: the site's hold time, except on Stripe, where no card is given before
 * the hold starts: there it lasts at most 2 minutes until Stripe reports a card attached
 * (payment_intent.requires_action or .processing), then up to the site's hold time from its start.
 */
export function holdMsBeforeCard(provider: string, siteHoldMs: number): number {
  return provider === 'stripe' ? Math.min(siteHoldMs, STRIPE_HOLD_BEFORE_CARD_MS) : siteHoldMs;
}

/** Stripe events that mean a card is now attached to the hold's PaymentIntent. */
export function cardAttachedEvent(type: string): boolean {
  return type === 'payment_intent.requires_action' || type === 'payment_intent.processing';
}
