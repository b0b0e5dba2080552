// How long a new hold lasts before a card is attached, and which Stripe events attach one (issue 25).
import { describe, expect, it } from 'vitest';
import { cardAttachedEvent, holdMsBeforeCard, STRIPE_HOLD_BEFORE_CARD_MS } from '../../../runtime/lib/checkout/hold-limits';

const MIN = 60_000;

describe('holdMsBeforeCard', () => {
  it.each<[string, number, number]>([
    ['stripe', 15 * MIN, 2 * MIN],
    ['stripe', 1 * MIN, 1 * MIN],
    ['stripe', 2 * MIN, 2 * MIN],
    ['test', 15 * MIN, 15 * MIN],
    ['test', 1 * MIN, 1 * MIN],
  ])('%s with a %i ms site hold: %i ms', (provider, site, expected) => {
    expect(holdMsBeforeCard(provider, site)).toBe(expected);
  });

  it('the Stripe cap is 2 minutes', () => expect(STRIPE_HOLD_BEFORE_CARD_MS).toBe(2 * MIN));
});

describe('cardAttachedEvent', () => {
  it.each<[string, boolean]>([
    ['payment_intent.requires_action', true],
    ['payment_intent.processing', true],
    ['payment_intent.created', false],
    ['payment_intent.succeeded', false],
    ['payment_intent.payment_failed', false],
    ['charge.succeeded', false],
  ])('%s: %s', (type, attached) => expect(cardAttachedEvent(type)).toBe(attached));
});
