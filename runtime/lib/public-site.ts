import type { Site } from '../../schemas/types/site';
import type { PaymentProcessorState } from './checkout/payment-processor';
import { serviceBookingUrl, siteVerification } from './widgets';
import { siteTimezone } from './timezone';

/** What the browser may know about a site: the merged config minus third-party secrets and authoring keys. */
export type PublicSite = Omit<Site, '$schema' | 'extends' | 'widgets'> & {
  /** Primary domain (first of `domains`), used for canonical URLs. */
  primaryDomain: string;
  /**
   * The site's time zone, resolved by the server (site.json `timezone`, else the locale's and state's
   * default: runtime/lib/timezone.ts), so the browser needs no state tables.
   */
  timezone: string;
  /** Whether the card processor can take a deposit now, worked out by the server from its environment. */
  payment_processor: PaymentProcessorState;
  /** `widgets.google_site_verification`, the one widget value a page shows (a meta on the home page). */
  google_site_verification?: string;
  /** `widgets.xtime_url`: the service booking address a Book a Service button leads to (a public link). */
  service_booking_url?: string;
};

export function toPublicSite(site: Site, paymentProcessor: PaymentProcessorState): PublicSite {
  const { $schema: _schema, extends: _extends, widgets: _widgets, ...rest } = site;
  const { reason: _reason, ...processor } = paymentProcessor;
  const verification = siteVerification(site.widgets);
  const booking = serviceBookingUrl(site.widgets);
  return {
    ...rest,
    primaryDomain: site.domains[0] ?? `${site.slug}.localhost`,
    timezone: siteTimezone(site),
    payment_processor: processor,
    ...(verification ? { google_site_verification: verification } : {}),
    ...(booking ? { service_booking_url: booking } : {}),
  };
}
