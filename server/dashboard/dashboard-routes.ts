// The dealer dashboard endpoints of spec section 7, under /api/dashboard with the dashboard's own
// paths, and booking a slot (docs/garage.md):
//   GET  /api/dashboard/manufacturers/:id.json?website_id=
//   GET  /api/dashboard/dealerships/:id/available_service_bookings.json[?location_id=]
//   GET  /api/dashboard/dealerships/:id/available_appointment_bookings.json[?location_id=]
//   GET  /api/dashboard/api/v1/websites/:id/website_session_data.json
//   POST /api/bookings {kind: "service"|"appointment", location_id, start, contact, altcha}
//   POST /api/dashboard/bookings/:id/confirm   the dealer confirms a booking (the site's admin key)
// With DASHBOARD_URL set they are fetched from the dashboard (credentials stay on the server);
// otherwise the platform answers them from the tenant's JSON and its bookings store.
import express, { Router, type Request } from 'express';
import { HttpError } from '../http/http-error';
import { jsonBody } from '../http/json-body';
import { perMinuteLimit } from '../http/lead-routes';
import { tenantOf } from '../http/request-tenant';
import { log } from '../log';
import type { Tenant } from '../tenants/tenant';
import type { BookingKind, BookingStore } from './booking-store';
import type { DashboardClient } from './dashboard-client';
import { standaloneManufacturer, standaloneSessionData, standaloneSlots } from './standalone-dashboard';
import { bookSlot, refuseOverLimit } from './slot-booking';
import { releaseUnconfirmed } from './booking-release';
import { createBookingLead } from './booking-lead';
import type { LeadPipeline } from '../leads/lead-pipeline';
import { normaliseEmail } from '../../runtime/lib/garage/sign-in-rules';
import { requireCaptcha } from '../leads/captcha-gate';
import { requireAdminKey } from '../http/admin-routes';
import { KeyLockout } from '../http/admin-lockout';
import { sharedLockout } from '../ops/shared-counters';
import { ADMIN_PER_MINUTE } from '../http/rate-limits';

export { SLOT_TAKEN_MESSAGE } from './slot-booking';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const jsonId = (param: string | undefined): string => (param ?? '').replace(/\.json$/, '');

function ownDealership(tenant: Tenant, id: string): string {
  const known = (tenant.site.dealerships ?? []).some((d) => String(d.id) === id) || String(tenant.site.dealership_id ?? '') === id;
  if (!known) throw new HttpError(404, `No dealership ${id} on this site`);
  return id;
}

function ownWebsite(tenant: Tenant, id: string): string {
  const mine = String(tenant.site.dashboard?.website_id ?? tenant.site.id ?? '');
  if (!mine || mine !== id) throw new HttpError(404, `No website ${id} here`);
  return id;
}

function external(answer: unknown | false): unknown {
  if (answer === false) throw new HttpError(502, 'The dealer dashboard could not be reached: please try again later');
  return answer;
}

/** name, email and phone, each present (the email a mailbox), or 422 naming the missing ones. */
function bookingContact(value: unknown): Record<string, string> {
  const c = isObject(value) ? value : {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 200) : '');
  const contact = { name: text(c.name), email: normaliseEmail(c.email) ?? '', phone: text(c.phone) };
  const fields: Record<string, string> = {};
  if (!contact.name) fields.name = '*This is a required field.';
  if (!contact.email) fields.email = c.email ? 'invalid email address' : '*This is a required field.';
  if (!contact.phone) fields.phone = '*This is a required field.';
  if (Object.keys(fields).length) throw new HttpError(422, 'Please check your contact details', { fields });
  return contact;
}

export function dashboardRoutes(store: BookingStore, client: DashboardClient | null, leads: () => LeadPipeline | undefined = () => undefined): Router {
  const router = Router();
  const now = () => store.now();
  const release = (tenant: Tenant) => releaseUnconfirmed(store, leads(), tenant);

  router.get('/dashboard/manufacturers/:file', async (req, res) => {
    const tenant = tenantOf(req);
    const id = jsonId(req.params.file as string);
    if (String(tenant.site.manufacturer_id ?? '') !== id) throw new HttpError(404, `No manufacturer ${id} on this site`);
    const websiteId = typeof req.query.website_id === 'string' ? req.query.website_id : String(tenant.site.id ?? '');
    res.json(client ? external(await client.manufacturer(id, websiteId)) : standaloneManufacturer(tenant));
  });

  const slots = (kind: BookingKind) => async (req: Request, res: express.Response) => {
    const tenant = tenantOf(req);
    const dealershipId = ownDealership(tenant, req.params.id as string);
    res.setHeader('Cache-Control', 'no-store');
    if (client) {
      res.json(external(await (kind === 'service' ? client.serviceBookings(dealershipId) : client.appointmentBookings(dealershipId))));
      return;
    }
    const location = typeof req.query.location_id === 'string' ? req.query.location_id : undefined;
    await release(tenant);
    res.json(await standaloneSlots(tenant, store, kind, dealershipId, now(), location));
  };
  router.get('/dashboard/dealerships/:id/available_service_bookings.json', slots('service'));
  router.get('/dashboard/dealerships/:id/available_appointment_bookings.json', slots('appointment'));

  router.get('/dashboard/api/v1/websites/:id/website_session_data.json', async (req, res) => {
    const tenant = tenantOf(req);
    const id = ownWebsite(tenant, req.params.id as string);
    res.json(client ? external(await client.websiteSessionData(id)) : standaloneSessionData(tenant, now()));
  });

  const lockout = sharedLockout() ?? new KeyLockout();
  router.post('/dashboard/bookings/:id/confirm', perMinuteLimit(ADMIN_PER_MINUTE, 'booking-confirm'), async (req, res) => {
    const tenant = tenantOf(req);
    await requireAdminKey(req, res, tenant, process.env, lockout);
    const id = req.params.id as string;
    if (!(await store.confirm(tenant.slug, id))) throw new HttpError(404, `No unconfirmed booking ${id} on this site`);
    log.info({ tenant: tenant.slug, booking: id }, 'booking confirmed by the dealer');
    res.json({ booking: { id, confirmed_at: new Date(now()).toISOString() } });
  });

  router.post('/bookings', perMinuteLimit(20), jsonBody({ limit: '8kb', what: 'booking' }), async (req, res) => {
    const tenant = tenantOf(req);
    const body = req.body as unknown;
    if (
      !isObject(body) ||
      (body.kind !== 'service' && body.kind !== 'appointment') ||
      (typeof body.location_id !== 'string' && typeof body.location_id !== 'number') ||
      typeof body.start !== 'string'
    ) {
      throw new HttpError(400, 'The body must be {"kind": "service"|"appointment", "location_id", "start", "contact", "altcha"}');
    }
    const kind = body.kind;
    const contact = bookingContact(body.contact);
    await release(tenant);
    const booker = { client: req.ip, email: contact.email };
    const givenLead = typeof body.lead_id === 'string' ? body.lead_id : undefined;
    // Before the captcha, so a refused visitor's solution is not used up.
    await refuseOverLimit(store, tenant, booker);
    const pipeline = leads();
    await requireCaptcha(pipeline?.captcha, tenant, body.altcha, { what: 'booking', ip: req.ip });
    const booked = await bookSlot(store, client, tenant, {
      kind,
      locationId: String(body.location_id),
      start: Number.isNaN(Date.parse(body.start)) ? '' : new Date(body.start).toISOString(),
      contact,
      leadId: givenLead,
      booker,
    });
    const { booking } = booked;
    log.info({ tenant: tenant.slug, booking: booking.id, kind, location: booking.location_id, start: booking.start }, 'slot booked');
    // The lead tells the dealer the booking and how to confirm it; unconfirmed by confirm_by, the slot is offered again.
    // (A booking made for an existing lead, `lead_id` in the body, stays tied to that lead; acknowledging either confirms it.)
    const lead = pipeline ? await createBookingLead(pipeline, tenant, booking, booked, booked.locationName, contact) : null;
    if (lead && !givenLead) await store.setLead(booking.id, lead.id);
    res.status(201).json({ booking: { ...booking, lead_id: lead?.id ?? null, confirm_by: new Date(booked.confirmBy).toISOString() } });
  });

  return router;
}
