// The facts routing rules look at, read from a stored (normalised) lead and the tenant's
// locations: the chosen location, the car's location (or the primary one when the site's flag
// push_leads_to_website_primary_location says so), the category's department, and whether the
// lead's location is open at that moment in the dealer's time zone.
import type { Location } from '../../../schemas/types/location';
import { openStatus, type SpecialHoursEntry } from '../open-now';
import { categorySlug, departmentOf, type LeadFacts, type LocationRef } from './route-lead';

export interface FactsContext {
  locations: readonly Location[];
  special: readonly SpecialHoursEntry[];
  timeZone: string;
  /** The site's locale: the opening-hours rule reads it (routing looks only at whether a location is open). */
  locale: string;
  /** The site's flag push_leads_to_website_primary_location. */
  pushToPrimary: boolean;
  nowMs: number;
  /** The stock car the lead is about, when it names one the website shows. */
  car?: { location?: { slug?: string; name?: string } };
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** A location named by id, slug or name (forms carry the name the visitor picked). */
function findLocation(locations: readonly Location[], named: unknown): Location | undefined {
  const wanted = text(named);
  if (!wanted) return undefined;
  return (
    locations.find((l) => String(l.id) === wanted) ??
    locations.find((l) => l.slug === wanted) ??
    locations.find((l) => l.name.trim().toLowerCase() === wanted.toLowerCase())
  );
}

function primaryLocation(locations: readonly Location[]): Location | undefined {
  return locations.find((l) => l.primary === true) ?? locations[0];
}

const ref = (l: Location | undefined): LocationRef | undefined => (l ? { id: l.id, slug: l.slug } : undefined);

/** The location a lead is for: the one chosen, else the car's, else the primary one. Its hours decide "open" and its timer. */
type LocationContext = Pick<FactsContext, 'locations' | 'pushToPrimary' | 'car'>;

/** The location a lead is for: the one chosen, else the car's, else the primary one. Its hours decide "open" and its timer. */
export function leadLocation(payload: Readonly<Record<string, unknown>>, ctx: LocationContext): Location | undefined {
  return chosenLocation(payload, ctx.locations) ?? carLocation(ctx) ?? primaryLocation(ctx.locations);
}

function chosenLocation(payload: Readonly<Record<string, unknown>>, locations: readonly Location[]): Location | undefined {
  return findLocation(locations, payload.location_id) ?? findLocation(locations, payload.location);
}

function carLocation(ctx: LocationContext): Location | undefined {
  if (!ctx.car) return undefined;
  if (ctx.pushToPrimary) return primaryLocation(ctx.locations);
  return findLocation(ctx.locations, ctx.car.location?.slug) ?? findLocation(ctx.locations, ctx.car.location?.name);
}

export function leadFacts(form: string, payload: Readonly<Record<string, unknown>>, ctx: FactsContext): LeadFacts {
  const category = categorySlug(text(payload.category));
  const carType = text(payload.car_type).toLowerCase();
  const where = leadLocation(payload, ctx);
  const open = where ? openStatus(where.contact_detail.opening_hours ?? [], ctx.special, ctx.nowMs, ctx.timeZone, ctx.locale, where.id) : null;
  return {
    form,
    category,
    department: departmentOf(category),
    location: ref(chosenLocation(payload, ctx.locations)),
    carLocation: ref(carLocation(ctx)),
    ...(carType === 'new' || carType === 'used' || carType === 'demo' ? { carType } : {}),
    ...(open ? { openNow: open.open } : {}),
  };
}
