// The dealer's time zone (issue 11 "Time"): site.json `timezone` (an IANA name), or a default
// from the locale and the dealer's state, so "open now" and dates read the dealer's clock. Resolved
// on the server (block load hooks hand it to components), so the state tables stay off the client.
import { isValidTimezone } from './zoned-time';
import { localeOf } from './locales';

export { isValidTimezone, zonedTime, type ZonedTime } from './zoned-time';

const AU_STATES: Readonly<Record<string, string>> = {
  nsw: 'Australia/Sydney',
  'new south wales': 'Australia/Sydney',
  act: 'Australia/Sydney',
  'australian capital territory': 'Australia/Sydney',
  vic: 'Australia/Melbourne',
  victoria: 'Australia/Melbourne',
  qld: 'Australia/Brisbane',
  queensland: 'Australia/Brisbane',
  sa: 'Australia/Adelaide',
  'south australia': 'Australia/Adelaide',
  wa: 'Australia/Perth',
  'western australia': 'Australia/Perth',
  tas: 'Australia/Hobart',
  tasmania: 'Australia/Hobart',
  nt: 'Australia/Darwin',
  'northern territory': 'Australia/Darwin',
};

// US states by their main zone (a state split between zones takes its most populous one).
const US_ZONES: ReadonlyArray<[string, string]> = [
  ['America/New_York', 'ct de fl ga in ky me md ma mi nh nj ny nc oh pa ri sc vt va wv dc'],
  ['America/Chicago', 'al ar il ia ks la mn ms mo ne nd ok sd tn tx wi'],
  ['America/Denver', 'co id mt nm ut wy'],
  ['America/Phoenix', 'az'],
  ['America/Los_Angeles', 'ca nv or wa'],
  ['America/Anchorage', 'ak'],
  ['Pacific/Honolulu', 'hi'],
];
const US_NAMES: Readonly<Record<string, string>> = {
  texas: 'tx',
  california: 'ca',
  florida: 'fl',
  'new york': 'ny',
  illinois: 'il',
  arizona: 'az',
  colorado: 'co',
  washington: 'wa',
  oregon: 'or',
  nevada: 'nv',
  georgia: 'ga',
  ohio: 'oh',
  michigan: 'mi',
  pennsylvania: 'pa',
  hawaii: 'hi',
  alaska: 'ak',
  utah: 'ut',
  oklahoma: 'ok',
  tennessee: 'tn',
  louisiana: 'la',
};
const US_STATES: Readonly<Record<string, string>> = Object.fromEntries(US_ZONES.flatMap(([zone, states]) => states.split(' ').map((s) => [s, zone])));

/** The zone of each state of the countries with more than one (kept here, off the client: resolved on the server). */
const STATE_ZONES: Readonly<Record<string, (state: string) => string | undefined>> = {
  AU: (key) => AU_STATES[key],
  US: (key) => US_STATES[US_NAMES[key] ?? key],
};

/** The zone a site without `timezone` uses: its state's, in a country with several; else its locale's default. */
export function defaultTimezone(locale: string | undefined, state: string | undefined): string {
  const key = (state ?? '').trim().toLowerCase();
  const module = localeOf(locale);
  return STATE_ZONES[module.country]?.(key) ?? module.defaultTimeZone;
}

/** The site's zone: its valid `timezone`, else the default from locale and state. */
export function siteTimezone(site: { timezone?: string; locale?: string; state?: string; address?: { state?: string } }): string {
  if (site.timezone && isValidTimezone(site.timezone)) return site.timezone;
  return defaultTimezone(site.locale, site.state ?? site.address?.state);
}
