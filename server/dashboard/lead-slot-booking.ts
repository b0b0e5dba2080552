// The lead pipeline's hook for `bookingSlot` fields (service-booking and test-drive forms): the
// slot the visitor chose is booked in the same request that stores the lead, refused with 409
// when someone else took it meanwhile, given back when the lead is not stored, and the dealer
// receives it readably ("2026-11-23 09:00 at Bathurst Service") instead of the field's raw value.
import { parseSlotChoice, slotKindOf } from '../../runtime/lib/booking-slot-choice';
import type { LeadInput } from '../../schemas/types/lead';
import { HttpError } from '../http/http-error';
import type { LeadCommitHook } from '../leads/lead-service';
import type { Tenant } from '../tenants/tenant';
import type { Booking, BookingKind, BookingStore } from './booking-store';
import type { DashboardClient } from './dashboard-client';
import { bookSlot, dealerClock, refuseOverLimit } from './slot-booking';
import { releaseUnconfirmed } from './booking-release';
import type { LeadPipeline } from '../leads/lead-pipeline';
import { confirmationNote } from '../../runtime/lib/booking-limits';
import { normaliseEmail } from '../../runtime/lib/garage/sign-in-rules';

const SLOT_FIELD_TYPE = 'bookingSlot';
export const NOT_A_SLOT_MESSAGE = 'Choose one of the available times';

export interface SlotField {
  name: string;
  kind: BookingKind;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The form's bookingSlot fields and the kind each books (its `"kind"` option: service, or appointment for test drives). */
function slotFields(tenant: Tenant, formName: string): SlotField[] {
  const form = Object.hasOwn(tenant.forms, formName) ? tenant.forms[formName] : undefined;
  const found: SlotField[] = [];
  for (const step of form?.steps ?? []) {
    const ui: Record<string, unknown> = isObject(step.uiSchema) ? step.uiSchema : {};
    for (const [name, fieldUi] of Object.entries(ui)) {
      if (!isObject(fieldUi) || (fieldUi['ui:widget'] !== SLOT_FIELD_TYPE && fieldUi['ui:field'] !== SLOT_FIELD_TYPE)) continue;
      const options = isObject(fieldUi['ui:options']) ? fieldUi['ui:options'] : {};
      found.push({ name, kind: slotKindOf(options) });
    }
  }
  return found;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function contactOf(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const name = text(values.name) || [text(values.first_name), text(values.last_name)].filter(Boolean).join(' ');
  return { name, email: text(values.email), phone: text(values.phone) };
}

/** The field's problem in the lead's 422/409 shape, so the form shows it on the field. */
function onField(error: unknown, field: string): unknown {
  if (!(error instanceof HttpError)) return error;
  const message = error.status === 422 ? NOT_A_SLOT_MESSAGE : error.message;
  return new HttpError(error.status, error.message, { ...error.extra, fields: { [field]: message } });
}

export function slotBookingHook(store: BookingStore, client: DashboardClient | null, leads: () => LeadPipeline | undefined = () => undefined): LeadCommitHook {
  return {
    async prepare(tenant, input, lead) {
      const taken: { booking: Booking; kind: BookingKind }[] = [];
      const rollback = async () => {
        for (const { booking } of taken) await store.cancel(tenant.slug, booking.id);
      };
      let values: LeadInput = input;
      try {
        for (const { name, kind } of slotFields(tenant, input.form)) {
          const raw = input[name];
          if (raw === undefined || raw === null || raw === '' || raw === lead.stored?.[name]) continue;
          const choice = parseSlotChoice(raw);
          if (!choice) throw new HttpError(422, NOT_A_SLOT_MESSAGE, { fields: { [name]: NOT_A_SLOT_MESSAGE } });
          const location = tenant.collections.locations.find((l) => String(l.id) === choice.locationId);
          let when: { date: string; time: string; locationName: string; booking: { id: string } };
          const held = await store.holder(tenant.slug, kind, choice.locationId, choice.start);
          if (held && held.lead_id === lead.id) {
            // The same step sent again (Back, then Next): the lead already holds this slot.
            when = { ...dealerClock(tenant, choice.start), locationName: location?.name ?? choice.locationId, booking: held };
          } else {
            try {
              const contact = contactOf({ ...lead.stored, ...input });
              // The same rule as POST /api/bookings: 3 live bookings per client address and per email (this lead's own aside).
              const booker = { client: lead.ip, email: normaliseEmail(contact.email) ?? undefined };
              await releaseUnconfirmed(store, leads(), tenant);
              await refuseOverLimit(store, tenant, booker, lead.id);
              const booked = await bookSlot(store, client, tenant, {
                kind,
                locationId: choice.locationId,
                start: choice.start,
                contact,
                leadId: lead.id,
                booker,
              });
              taken.push({ booking: booked.booking, kind });
              when = booked;
            } catch (error) {
              throw onField(error, name);
            }
          }
          values = { ...values, [name]: `${when.date} ${when.time} at ${when.locationName} (${confirmationNote(when.booking.id, tenant.site)})` };
        }
      } catch (error) {
        await rollback();
        throw error;
      }
      return {
        input: values,
        rollback,
        async committed() {
          for (const { booking, kind } of taken) await store.releaseOthers(tenant.slug, lead.id, kind, booking.id);
        },
      };
    },
  };
}
