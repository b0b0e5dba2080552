// The reserve lead (event 45): once a deposit is paid, the visitor's details reach the dealer
// through the lead pipeline (the same store, normaliser and delivery outbox as a form lead). The
// captcha is not asked again: the card payment already proved a person.
import type { LeadInput } from '../../schemas/types/lead';
import type { Car } from '../../schemas/types/car';
import { HttpError } from '../http/http-error';
import type { LeadPipeline } from '../leads/lead-pipeline';
import { newLeadId } from '../leads/lead-service';
import { deliveryPlan } from '../leads/lead-routing';
import { normaliseLead } from '../leads/normalise-lead';
import { validateLead } from '../leads/validate';
import { log } from '../log';
import type { Tenant } from '../tenants/tenant';

const RESERVE_FORM = 'reserve';

/** The reserve form's fields from the visitor's contact details, or 422 with the form's messages. */
export function checkReserveContact(tenant: Tenant, contact: Record<string, unknown>): LeadInput {
  if (!Object.hasOwn(tenant.forms, RESERVE_FORM)) throw new HttpError(422, `This site has no "${RESERVE_FORM}" form, so it cannot take reservations`);
  const input = { ...contact, form: RESERVE_FORM } as LeadInput;
  const result = validateLead(tenant, RESERVE_FORM, input);
  if (!result.ok) throw new HttpError(422, result.error, { fields: result.fields });
  return input;
}

export interface ReserveLeadContext {
  car: Car;
  holdId: string;
  amount: number;
  currency: string;
  paymentId: string | null;
  userAgent?: string;
  referer?: string;
}

export async function createReserveLead(leads: LeadPipeline, tenant: Tenant, input: LeadInput, ctx: ReserveLeadContext): Promise<string> {
  const form = tenant.forms[RESERVE_FORM];
  if (!form) throw new HttpError(422, `This site has no "${RESERVE_FORM}" form, so it cannot take reservations`);
  const id = newLeadId();
  const payload = normaliseLead(
    {
      ...input,
      car_id: ctx.car.id,
      message: `Reserved online with a ${ctx.currency} ${(ctx.amount / 100).toFixed(2)} deposit (payment ${ctx.paymentId ?? 'n/a'}, hold ${ctx.holdId}).`,
    },
    {
      slug: tenant.slug,
      site: tenant.site,
      formName: RESERVE_FORM,
      form,
      leadId: id,
      status: 'Complete',
      hasFiles: false,
      userAgent: ctx.userAgent,
      referer: ctx.referer,
      car: ctx.car,
      now: Date.now(),
    },
  );
  const { lead } = await leads.store.createLead({
    id,
    tenant: tenant.slug,
    form: RESERVE_FORM,
    status: 'Complete',
    payload,
    idempotencyKey: `reserve-${ctx.holdId}`,
    ...deliveryPlan(tenant, RESERVE_FORM, payload, Date.now()),
  });
  log.info({ tenant: tenant.slug, lead: lead.id, car: ctx.car.id, hold: ctx.holdId }, 'reserve lead stored');
  leads.outbox.kick();
  return lead.id;
}
