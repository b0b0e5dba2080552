import { describe, expect, it } from 'vitest';
import { TEST_CARDS, testCardOutcome } from '../../../server/checkout/test-payment-provider';

const now = new Date('2026-11-24T10:00:00Z');
const card = (number: string, over: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...over,
});

describe('test card processor', () => {
  it.each([
    ['succeeds', card(TEST_CARDS.succeeds), { status: 'succeeded' }],
    ['spaces are ignored', card('4242 4242 4242 4242'), { status: 'succeeded' }],
    ['declined', card(TEST_CARDS.declined), { status: 'failed', code: 'card_declined', message: 'Your card was declined.' }],
    ['insufficient funds', card(TEST_CARDS.insufficientFunds), { status: 'failed', code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
    ['3-D Secure', card(TEST_CARDS.threeDSecure), { status: 'three_d_secure' }],
    ['fails the Luhn check', card('4242424242424241'), { status: 'failed', code: 'incorrect_number' }],
    ['bad CVC', card(TEST_CARDS.succeeds, { cvc: '12' }), { status: 'failed', code: 'incorrect_cvc' }],
    ['works through its expiry month', card(TEST_CARDS.succeeds, { exp_month: 11, exp_year: 2026 }), { status: 'succeeded' }],
    ['expired the month before', card(TEST_CARDS.succeeds, { exp_month: 10, exp_year: 2026 }), { status: 'failed', code: 'expired_card' }],
    ['two-digit year', card(TEST_CARDS.succeeds, { exp_year: 30 }), { status: 'succeeded' }],
  ])('%s', (_, c, expected) => expect(testCardOutcome(c, now)).toMatchObject(expected));
});
