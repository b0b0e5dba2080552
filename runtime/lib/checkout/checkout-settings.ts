// The deposit a site takes to reserve a car (site.json `checkout`), with defaults filled.
import type { Site } from '../../../schemas/types/site';
import { formatMoneyCents } from '../format';
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

/** "$500" / "$1,250.50" / "£500" as the deposit reads on the checkout screen: its currency, written the site locale's way. */
export function depositText(amountCents: number, currency: string, locale: string | undefined): string {
  return formatMoneyCents(amountCents / 100, locale, { currency, dropZeroCents: true });
}
