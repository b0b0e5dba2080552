// The `test` card processor: behaves like a real one for local use and tests, with Stripe's
// documented test card numbers (docs/checkout.md lists them). No money moves.
import { randomBytes } from 'node:crypto';
import type { PaymentOutcome, PaymentProvider, PaymentRequest, TestCardInput } from './payment-provider';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What the test processor answers for a card at a given time (pure, so its table can be tested). */
export function testCardOutcome(
  card: TestCardInput | undefined,
  now: Date,
): { status: 'succeeded' } | { status: 'three_d_secure' } | { status: 'failed'; code: Extract<PaymentOutcome, { status: 'failed' }>['code']; message: string } {
  const number = (card?.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) return { status: 'failed', code: 'incorrect_number', message: 'Your card number is incorrect.' };
  if (!/^\d{3,4}$/.test(card?.cvc ?? '')) return { status: 'failed', code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
  const month = Number(card?.exp_month);
  const year = Number(card?.exp_year);
  const fullYear = year < 100 ? 2000 + year : year;
  // A card works until the end of its expiry month.
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(fullYear) || new Date(Date.UTC(fullYear, month, 1)) <= now) {
    return { status: 'failed', code: 'expired_card', message: 'Your card has expired.' };
  }
  if (number === TEST_CARDS.declined) return { status: 'failed', code: 'card_declined', message: 'Your card was declined.' };
  if (number === TEST_CARDS.insufficientFunds) return { status: 'failed', code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
  if (number === TEST_CARDS.threeDSecure) return { status: 'three_d_secure' };
  return { status: 'succeeded' };
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(private readonly now: () => number = Date.now) {}

  async createPayment(request: PaymentRequest): Promise<PaymentOutcome> {
    const paymentId = `test_pi_${randomBytes(9).toString('base64url')}`;
    const outcome = testCardOutcome(request.card, new Date(this.now()));
    if (outcome.status === 'succeeded') return { status: 'succeeded', paymentId };
    if (outcome.status === 'three_d_secure') {
      return {
        status: 'requires_action',
        paymentId,
        action: { type: 'three_d_secure', url: `/api/checkout/reservations/${encodeURIComponent(request.holdId)}/authenticate` },
      };
    }
    return { status: 'failed', paymentId, code: outcome.code, message: outcome.message };
  }
}
