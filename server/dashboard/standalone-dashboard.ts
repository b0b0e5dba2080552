// The dashboard endpoints answered by the platform itself when no external dashboard is
// configured: manufacturer and session data from the tenant's JSON, booking slots computed from
// its locations' opening hours, special hours and the bookings store.
import { bookingSlots, type Slot } from '../../runtime/lib/booking-slots';
import { siteTimezone } from '../../runtime/lib/timezone';
import type { Location } from '../../schemas/types/location';
import type { Tenant } from '../tenants/tenant';
import { stockSummary } from '../../runtime/lib/stock-summary';
import type { WebsiteSessionData } from '../../runtime/lib/website-session';
import { soldWindowDays } from '../../runtime/lib/vehicle/visibility';
import type { BookingKind, BookingStore } from './booking-store';

export interface LocationSlots {
  id: number | string;
  name: string;
  slug: string;
  slots: Slot[];
}

export interface SlotsAnswer {
  dealership_id: number | string;
  time_zone: string;
  slot_minutes: number;
  locations: LocationSlots[];
}

/** Service bookings go to service locations; test drives (appointments) to sales and used ones. */
function bookableLocations(tenant: Tenant, kind: BookingKind, dealershipId?: string): Location[] {
  const wanted = (l: Location) =>
    kind === 'service' ? l.location_type === 'service' : !l.location_type || l.location_type === 'sales' || l.location_type === 'used';
  return tenant.collections.locations.filter(
    (l) => l.visible !== false && wanted(l) && (dealershipId === undefined || l.dealership_id === undefined || String(l.dealership_id) === dealershipId),
  );
}

export function slotSettings(tenant: Tenant) {
  const d = tenant.site.dashboard ?? {};
  return { slotMinutes: d.slot_minutes ?? 30, days: d.booking_days ?? 14, leadMinutes: d.lead_minutes ?? 120, timeZone: siteTimezone(tenant.site) };
}

export async function standaloneSlots(
  tenant: Tenant,
  store: BookingStore,
  kind: BookingKind,
  dealershipId: string,
  now: number,
  onlyLocation?: string,
): Promise<SlotsAnswer> {
  const settings = slotSettings(tenant);
  const from = new Date(now).toISOString();
  const locations = bookableLocations(tenant, kind, dealershipId).filter((l) => onlyLocation === undefined || String(l.id) === onlyLocation);
  const booked = await Promise.all(locations.map((l) => store.booked(tenant.slug, kind, String(l.id), from)));
  return {
    dealership_id: dealershipId,
    time_zone: settings.timeZone,
    slot_minutes: settings.slotMinutes,
    locations: locations.map((l, i) => ({
      id: l.id,
      name: l.name,
      slug: l.slug,
      slots: bookingSlots({
        openingHours: l.contact_detail.opening_hours ?? [],
        specialHours: tenant.site.special_hours ?? [],
        locationId: l.id,
        timeZone: settings.timeZone,
        now,
        days: settings.days,
        slotMinutes: settings.slotMinutes,
        leadMinutes: settings.leadMinutes,
        booked: booked[i]!,
      }),
    })),
  };
}

export function standaloneManufacturer(tenant: Tenant) {
  const site = tenant.site;
  return {
    id: site.manufacturer_id ?? null,
    name: site.manufacturer ?? null,
    models: tenant.collections.models.map((m) => ({
      id: m.id,
      name: m.name,
      slug: m.slug,
      bodyStyle: m.bodyStyle ?? null,
      manufacturer_body: m.manufacturer_body ?? null,
    })),
  };
}

/** The session data a dashboard would answer, from the tenant's JSON and its stock at `nowMs`. */
export function standaloneSessionData(tenant: Tenant, nowMs: number): WebsiteSessionData {
  const site = tenant.publicSite;
  return {
    website: { id: site.id ?? null, slug: site.slug, name: site.name, garage_enabled: site.garage_enabled === true },
    navigation: site.navigation,
    special_hours: site.special_hours ?? [],
    stock: stockSummary(tenant.stock, Math.floor(nowMs / 1000), soldWindowDays(tenant.site)),
  };
}
