// A booked slot reaches the dealer as a lead of the site's service-booking (or test-drive) form,
// through the lead store and delivery outbox, with the slot as the preferred date and time.
import type { LeadInput } from '../../schemas/types/lead';
import type { LeadPipeline } from '../leads/lead-pipeline';
import { newLeadId } from '../leads/lead-service';
import { deliveryPlan } from '../leads/lead-routing';
import { normaliseLead } from '../leads/normalise-lead';
import { log } from '../log';
import type { Tenant } from '../tenants/tenant';
import type { Booking, BookingKind } from './booking-store';
import { bookingLeadKey } from './booking-release';
import { confirmationNote } from '../../runtime/lib/booking-limits';

const BOOKING_FORMS: Record<BookingKind, string> = { service: 'service-booking', appointment: 'test-drive' };

/** The lead id (and whether it was routed, so the dealer got an acknowledge link), or null when the site has no such form (the booking stands on its own then). */
export async function createBookingLead(
  leads: LeadPipeline,
  tenant: Tenant,
  booking: Booking,
  local: { date: string; time: string },
  locationName: string,
  contact: Record<string, string>,
): Promise<{ id: string; routed: boolean } | null> {
  const formName = BOOKING_FORMS[booking.kind];
  const form = Object.hasOwn(tenant.forms, formName) ? tenant.forms[formName] : undefined;
  if (!form) return null;
  const id = newLeadId();
  const input = {
    form: formName,
    ...contact,
    preferred_date_time: `${local.date} ${local.time}`,
    location: locationName,
    message: `Booked online: ${local.date} ${local.time} at ${locationName} (${confirmationNote(booking.id, tenant.site)}).`,
  } as LeadInput;
  const payload = normaliseLead(input, {
    slug: tenant.slug,
    site: tenant.site,
    formName,
    form,
    leadId: id,
    status: 'Complete',
    hasFiles: false,
    now: Date.now(),
  });
  const plan = deliveryPlan(tenant, formName, payload, Date.now());
  const { lead } = await leads.store.createLead({
    id,
    tenant: tenant.slug,
    form: formName,
    status: 'Complete',
    payload,
    idempotencyKey: bookingLeadKey(booking.id),
    ...plan,
  });
  leads.outbox.kick();
  log.info({ tenant: tenant.slug, lead: lead.id, booking: booking.id }, 'booking lead stored');
  return { id: lead.id, routed: plan.route !== undefined };
}
