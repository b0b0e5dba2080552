// The deposit a site takes to reserve a car (site.json `checkout`), with defaults filled.
import type { Site } from '../../../schemas/types/site';
import { localeOf } from '../locales';

const DEFAULT_DEPOSIT = 500;
const DEFAULT_HOLD_MINUTES = 15;

interface CheckoutSettings {
  provider: 'stripe' | 'test';
  /** Minor units (cents). */
  amount: number;
  currency: string;
  holdMs: number;
}

export function checkoutSettings(site: Pick<Site, 'checkout' | 'locale'>): CheckoutSettings {
  const c = site.checkout ?? {};
  return {
    provider: c.provider ?? 'stripe',
    amount: Math.round((c.deposit ?? DEFAULT_DEPOSIT) * 100),
    currency: c.currency ?? localeOf(site.locale).currency,
    holdMs: (c.hold_minutes ?? DEFAULT_HOLD_MINUTES) * 60_000,
  };
}

/** "$500" / "$1,250.50" as the deposit reads on the checkout screen. */
export function depositText(amountCents: number): string {
  const major = amountCents / 100;
  return `$${major.toLocaleString('en-AU', { minimumFractionDigits: Number.isInteger(major) ? 0 : 2, maximumFractionDigits: 2 })}`;
}
