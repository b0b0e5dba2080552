// One message catalogue per locale (spec section 9): miles in the US and kilometres elsewhere, US
// spellings (color, inquiry, gas), the $ price format and dates on the dealer's clock.
import { formatNumber } from './format';
import { POSTCODE_LABELS } from './forms/postcode-labels';

export type SiteLocale = 'en-AU' | 'en-NZ' | 'en-US';

export interface LocaleMessages {
  distanceUnit: 'km' | 'mi';
  distanceWord: 'kilometres' | 'miles';
  /** Sort labels and facet headings: "Kms" or "Miles". */
  distanceLabel: 'Kms' | 'Miles';
  colour: 'Colour' | 'Color';
  enquiry: 'Enquiry' | 'Inquiry';
  enquire: 'Enquire' | 'Inquire';
  enquireNow: 'Enquire Now' | 'Inquire Now';
  petrol: 'Petrol' | 'Gas';
  postcodeLabel: string;
  /** The header's stock link and the models menu's stock button. */
  stockLink: 'Our Stock' | 'Our Inventory';
  /** Repayment frequencies of the finance calculator. */
  frequencies: { weekly: string; fortnightly: string; monthly: string };
  /** After an interest rate: "% p.a." / "% APR". */
  ratePerYear: 'p.a.' | 'APR';
  /** en-AU, en-NZ or en-US: what Intl formats dates with. */
  locale: SiteLocale;
}

const AU: LocaleMessages = {
  distanceUnit: 'km',
  distanceWord: 'kilometres',
  distanceLabel: 'Kms',
  colour: 'Colour',
  enquiry: 'Enquiry',
  enquire: 'Enquire',
  enquireNow: 'Enquire Now',
  petrol: 'Petrol',
  postcodeLabel: POSTCODE_LABELS.au,
  stockLink: 'Our Stock',
  frequencies: { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' },
  ratePerYear: 'p.a.',
  locale: 'en-AU',
};

const CATALOGUE: Readonly<Record<SiteLocale, LocaleMessages>> = {
  'en-AU': AU,
  'en-NZ': { ...AU, locale: 'en-NZ' },
  'en-US': {
    distanceUnit: 'mi',
    distanceWord: 'miles',
    distanceLabel: 'Miles',
    colour: 'Color',
    enquiry: 'Inquiry',
    enquire: 'Inquire',
    enquireNow: 'Inquire Now',
    petrol: 'Gas',
    postcodeLabel: POSTCODE_LABELS.us,
    stockLink: 'Our Inventory',
    frequencies: { weekly: 'Weekly', fortnightly: 'Biweekly', monthly: 'Monthly' },
    ratePerYear: 'APR',
    locale: 'en-US',
  },
};

/** The catalogue of a site's locale; an unknown locale reads as en-AU. */
export function localeMessages(locale: string | undefined): LocaleMessages {
  return Object.hasOwn(CATALOGUE, locale ?? '') ? CATALOGUE[locale as SiteLocale] : AU;
}

/** "$34,990": whole dollars with thousands commas, in every locale. */
export function formatDollars(amount: number): string {
  return `$${formatNumber(amount)}`;
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
  return new Intl.DateTimeFormat(localeMessages(locale).locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: plainDay ? 'UTC' : timeZone,
  }).format(new Date(instant));
}

/** "Thu 25 Dec" / "Thu, Dec 25": short day for holiday-hours lists. */
export function formatShortDay(day: string, locale: string | undefined): string {
  const instant = Date.parse(`${day}T12:00:00Z`);
  if (Number.isNaN(instant)) return day;
  return new Intl.DateTimeFormat(localeMessages(locale).locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(instant),
  );
}
