// The words, prices and dates of a site's locale (spec section 9), read from its module
// (runtime/lib/locales/<id>.ts): miles in the US, US spellings (color, inquiry, gas), prices in the
// locale's currency and dates on the dealer's clock.
import { formatMoney, formatNumber } from './format';
import { localeOf, type LocaleModule, type SiteLocale } from './locales';

export type { SiteLocale };

type CatalogueMessages = LocaleModule['messages'];

interface LocaleMessages extends CatalogueMessages {
  distanceUnit: LocaleModule['units'];
  /** The locale's id: what Intl formats dates with. */
  locale: SiteLocale;
}

/** The catalogue of a site's locale (its module's messages); an unknown locale reads as en-AU. */
export function localeMessages(locale: string | undefined): LocaleMessages {
  const module = localeOf(locale);
  return { ...module.messages, distanceUnit: module.units, locale: module.id as SiteLocale };
}

/** "$34,990" (en-AU, en-NZ, en-US), "£34,990" (en-GB): whole units of the locale's currency, through Intl. */
export function formatDollars(amount: number, locale: string | undefined): string {
  return formatMoney(amount, locale);
}

/** "12,345 km" / "12,345 mi". */
export function formatDistance(value: number, locale: string | undefined): string {
  return `${formatNumber(value)} ${localeMessages(locale).distanceUnit}`;
}

/**
 * A date as the dealer reads it: "25 December 2026" (AU, NZ) or "December 25, 2026" (US), on the
 * dealer's clock. A plain YYYY-MM-DD (a calendar day, not an instant) is shown as that day.
 */
export function formatDate(value: string | number, locale: string | undefined, timeZone: string): string {
  const plainDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = plainDay ? Date.parse(`${value}T12:00:00Z`) : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(instant)) return '';
  const module = localeOf(locale);
  return new Intl.DateTimeFormat(module.id, { ...module.dateFormats.long, timeZone: plainDay ? 'UTC' : timeZone }).format(new Date(instant));
}
