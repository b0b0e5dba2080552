// Where a dealer trades, from its locale and state: what the compliance checks key on.
import type { Site } from '../../schemas/types/site';
import { localeOf } from '../../runtime/lib/locales';

/** The dealer's ISO 3166 country: its locale module's (a site without a locale reads as en-AU). */
export function countryOf(site: Pick<Site, 'locale'>): string {
  return localeOf(site.locale).country;
}

const AU_STATES: Record<string, string> = {
  nsw: 'NSW',
  'new south wales': 'NSW',
  vic: 'VIC',
  victoria: 'VIC',
  qld: 'QLD',
  queensland: 'QLD',
  wa: 'WA',
  'western australia': 'WA',
  sa: 'SA',
  'south australia': 'SA',
  tas: 'TAS',
  tasmania: 'TAS',
  act: 'ACT',
  'australian capital territory': 'ACT',
  nt: 'NT',
  'northern territory': 'NT',
};

/** The Australian state code of an AU site (its address's state, else its own), or null. */
export function auStateOf(site: Pick<Site, 'locale' | 'state' | 'address'>): string | null {
  if (countryOf(site) !== 'AU') return null;
  const raw = site.address?.state ?? site.state;
  return typeof raw === 'string' ? (AU_STATES[raw.trim().toLowerCase()] ?? null) : null;
}
