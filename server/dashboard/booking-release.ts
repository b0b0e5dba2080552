// Releasing the bookings the dealer did not confirm within the site's dashboard.confirm_hours
// (issue 25): every booking has a confirm_by. The dealer confirms through the dashboard API, or by
// acknowledging a lead that carries the booking: the lead the booking belongs to (a lead form's
// bookingSlot field), or the lead POST /api/bookings stored for it (idempotency key booking-<id>).
// Runs on the injected clock when slots are read and before a booking (no timer).
import type { LeadPipeline } from '../leads/lead-pipeline';
import { log } from '../log';
import type { Tenant } from '../tenants/tenant';
import type { BookingStore } from './booking-store';

/** The idempotency key of the lead POST /api/bookings stores for a booking. */
export const bookingLeadKey = (bookingId: string): string => `booking-${bookingId}`;

export async function releaseUnconfirmed(store: BookingStore, pipeline: LeadPipeline | undefined, tenant: Tenant): Promise<void> {
  const acknowledged = async (leadId: string | undefined) =>
    leadId !== undefined && pipeline !== undefined && (await pipeline.store.route(tenant.slug, leadId))?.acknowledgedAt != null;
  const released = await store.releaseUnconfirmed(
    tenant.slug,
    async (booking) =>
      (await acknowledged(booking.lead_id ?? undefined)) ||
      (await acknowledged((await pipeline?.store.idempotentLead(tenant.slug, bookingLeadKey(booking.id)))?.lead.id)),
  );
  if (released) log.info({ tenant: tenant.slug, released }, 'unconfirmed bookings released');
}
