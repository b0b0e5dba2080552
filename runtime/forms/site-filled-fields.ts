// What a form fills in for the visitor (React-free, so the server applies the same rules): the
// dealership on a site with one, the location when there is one to choose, and the schema
// defaults rjsf fills (the enquiry's "General" category). A lead posted through the API gets the
// same values as one sent from the page (issue 24 defect 5).
import type { Location } from '../../schemas/types/location';
import type { PublicSite } from '../lib/public-site';
import { displayedLocations, type LocationType } from '../ui/locations';
import type { ServedStep } from './form-query';
import { fieldUi, stepDefaults, uiOptionsOf } from './step-layout';

/** Whether the site asks for a dealership (more than one to choose from). */
export function asksForDealership(site: Pick<PublicSite, 'dealerships'>): boolean {
  return (site.dealerships?.length ?? 0) > 1;
}

/** The dealership a one-dealership site's form holds. */
export function onlyDealership(site: Pick<PublicSite, 'dealerships' | 'slug'>): string | null {
  return asksForDealership(site) ? null : (site.dealerships?.[0]?.slug ?? site.slug);
}

const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);

/**
 * The locations to choose from, as choices labelled and valued by name: those of the wanted
 * types (`locationTypes`) and subtypes (`locationSubtypes`, e.g. ["buying"]). A filter no location
 * meets is dropped (subtypes first, then types), so a site that never set them still offers its
 * locations.
 */
export function locationChoices(
  locations: readonly Location[],
  site: Pick<PublicSite, 'locations'>,
  types: unknown,
  subtypes?: unknown,
): { label: string; value: string }[] {
  const wanted = strings(types) as LocationType[] | undefined;
  const wantedSubtypes = strings(subtypes);
  const attempts = [{ types: wanted, subtypes: wantedSubtypes }, { types: wanted }, {}];
  let list: Location[] = [];
  for (const filter of attempts) {
    list = displayedLocations(locations, { ...filter, slugs: site.locations });
    if (list.length) break;
  }
  return list.map((l) => ({ label: l.name, value: l.name }));
}

const widgetOf = (ui: Record<string, unknown>) => (typeof ui['ui:field'] === 'string' ? ui['ui:field'] : ui['ui:widget']);

/** The values the form fills for the visitor, by field name, over every step. */
export function siteFilledValues(
  steps: readonly Pick<ServedStep, 'schema' | 'uiSchema'>[],
  site: Pick<PublicSite, 'dealerships' | 'slug' | 'locations'>,
  locations: readonly Location[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const step of steps) {
    Object.assign(out, stepDefaults(step));
    for (const name of Object.keys(step.schema.properties ?? {})) {
      const ui = fieldUi(step, name);
      const widget = widgetOf(ui);
      if (widget === 'websiteLocationSelect') {
        const only = onlyDealership(site);
        if (only) out[name] = only;
      } else if (widget === 'locationSelect') {
        const options = uiOptionsOf(ui);
        const choices = locationChoices(locations, site, options.locationTypes, options.locationSubtypes);
        if (choices.length === 1) out[name] = choices[0]!.value;
      }
    }
  }
  return out;
}

/** The lead with what the form fills in for the visitor wherever the lead leaves it missing or empty. */
export function withSiteFilledValues<T extends Record<string, unknown>>(lead: T, filled: Readonly<Record<string, unknown>>): T {
  const out: Record<string, unknown> = { ...lead };
  for (const [name, value] of Object.entries(filled)) if (out[name] === undefined || out[name] === null || out[name] === '') out[name] = value;
  return out as T;
}
