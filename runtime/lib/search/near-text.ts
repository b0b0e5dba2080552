// What the stock page says about nearest first: the postcode's format and its problems, and how
// far a car is ("12 km away", "8 mi away" on US sites, from the locale catalogue). Pure, shared by
// the server (postcode lookup answers, the page without JavaScript) and the stock page.
import { localeMessages } from '../locale-messages';

export type PostcodeProblem = 'format' | 'unknown';

const METRES_PER_UNIT = { km: 1000, mi: 1609.344 } as const;

/** The postcode as looked up: spaces removed; a US ZIP+4 keeps its 5 digits. null when malformed. */
export function normalisePostcode(input: string, locale: string | undefined): string | null {
  const compact = input.replace(/\s+/g, '');
  if (localeMessages(locale).locale === 'en-US') return /^(\d{5})(?:-\d{4})?$/.exec(compact)?.[1] ?? null;
  return /^\d{4}$/.test(compact) ? compact : null;
}

/** "postcode" or "ZIP code", for use mid-sentence. */
export function postcodeWord(locale: string | undefined): string {
  return localeMessages(locale).postcodeLabel.replace(/^Postcode$/, 'postcode');
}

export function postcodeMessage(problem: PostcodeProblem, postcode: string, locale: string | undefined): string {
  const word = postcodeWord(locale);
  if (problem === 'format') return `Enter a ${localeMessages(locale).locale === 'en-US' ? 5 : 4}-digit ${word}.`;
  return `We couldn't find ${word} ${postcode.trim().slice(0, 12)}. Check it, or use your location.`;
}

/** "12 km away" (whole units), "Under 1 km away" below one unit; miles on US sites. */
export function distanceAway(metres: number, locale: string | undefined): string {
  const unit = localeMessages(locale).distanceUnit;
  const value = Math.round(metres / METRES_PER_UNIT[unit]);
  return value < 1 ? `Under 1 ${unit} away` : `${value.toLocaleString('en-US')} ${unit} away`;
}

/** Nearest first is offered to a group of several dealerships, except on one dealership's own search path. */
export function offersNearest(site: { dealerships?: readonly unknown[] }, dealershipSlug: string | undefined): boolean {
  return (site.dealerships?.length ?? 0) > 1 && dealershipSlug === undefined;
}
