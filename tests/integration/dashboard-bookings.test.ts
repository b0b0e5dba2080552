// The platform answering the dashboard endpoints itself (no DASHBOARD_URL): slots from the
// location's opening hours and holiday hours in the dealer's time zone, and a slot that cannot be
// booked twice, even by several requests at once. The server's clock is the test's.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadDatabasePath } from '../../server/leads/lead-store';
import type { RunningServer } from '../../server/server';
import { SLOT_TAKEN_MESSAGE } from '../../server/dashboard/dashboard-routes';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { makeSandbox, postJson, send, type Sandbox } from './leads-support';
import { stockSummary, type StockSummary } from '../../runtime/lib/stock-summary';
import { soldWindowDays } from '../../runtime/lib/vehicle/visibility';

const SLUG = 'riverbend-mazda';
const DEALERSHIP = 1101;
const SERVICE_LOCATION = 102;
const sandbox: Sandbox = await makeSandbox('dashboard-bookings-');
sandbox.editSite(SLUG, (site) => {
  // The booking captcha and per-visitor limits have their own suite (abuse-limits.test.ts).
  site.captcha = { provider: 'off' };
  site.timezone = 'Australia/Brisbane';
  site.dashboard = { slot_minutes: 60, booking_days: 7, lead_minutes: 0 };
  // Tuesday 1 December 2026 is a holiday at the service location only.
  site.special_hours = [{ date: '2026-12-01', status: 'Closed', location_id: SERVICE_LOCATION, label: 'Staff day' }];
});

// Monday 30 November 2026, 06:00 in Brisbane (UTC+10).
const clock = Date.parse('2026-11-29T20:00:00Z');
let server: RunningServer;
const host = (slug = SLUG) => tenantHost(slug, server.port);

interface SlotsAnswer {
  time_zone: string;
  slot_minutes: number;
  locations: { id: number; name: string; slots: { start: string; date: string; time: string }[] }[];
}

beforeAll(async () => {
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, now: () => clock });
});
afterAll(async () => {
  await server?.close();
  sandbox.remove();
});

const serviceSlots = async () =>
  (await send(server.port, host(), `/api/dashboard/dealerships/${DEALERSHIP}/available_service_bookings.json`)).json<SlotsAnswer>();
const book = (start: string, locationId = SERVICE_LOCATION) =>
  postJson(server.port, host(), '/api/bookings', {
    kind: 'service',
    location_id: locationId,
    start,
    contact: { name: 'Jo Buyer', email: 'jo@example.com', phone: '0412 345 678' },
  });

describe('standalone dashboard endpoints', () => {
  it('offers service slots from the service location hours, in Brisbane time, skipping its holiday', async () => {
    const answer = await serviceSlots();
    expect(answer.time_zone).toBe('Australia/Brisbane');
    expect(answer.locations.map((l) => l.id)).toEqual([SERVICE_LOCATION]);
    const slots = answer.locations[0]!.slots;
    // Monday opens 07:00-17:30: whole hours 07:00 to 16:00.
    const monday = slots.filter((s) => s.date === '2026-11-30');
    expect(monday.map((s) => s.time)).toEqual(['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(monday[0]!.start).toBe('2026-11-29T21:00:00.000Z');
    expect(slots.some((s) => s.date === '2026-12-01')).toBe(false);
  });

  it('offers test-drive slots at the sales location, whose holiday it is not', async () => {
    const answer = (await send(server.port, host(), `/api/dashboard/dealerships/${DEALERSHIP}/available_appointment_bookings.json`)).json<SlotsAnswer>();
    expect(answer.locations.map((l) => l.id)).toEqual([101]);
    expect(answer.locations[0]!.slots.some((s) => s.date === '2026-12-01')).toBe(true);
  });

  it('answers the manufacturer and the website session data from the tenant JSON', async () => {
    const manufacturer = await send(server.port, host(), '/api/dashboard/manufacturers/12.json?website_id=1101');
    expect(manufacturer.json()).toMatchObject({ id: 12, name: 'mazda' });
    const session = await send(server.port, host(), '/api/dashboard/api/v1/websites/1101/website_session_data.json');
    expect(session.json()).toMatchObject({ website: { slug: SLUG }, special_hours: [{ date: '2026-12-01' }] });
  });

  it("serves the site's stock summary in the session data: the cars for sale at the server's clock", async () => {
    const { stock } = (await send(server.port, host(), '/api/dashboard/api/v1/websites/1101/website_session_data.json')).json<{ stock: StockSummary }>();
    const tenant = server.registry.get(SLUG)!.tenant!;
    expect(stock).toEqual(stockSummary(tenant.stock, Math.floor(clock / 1000), soldWindowDays(tenant.site)));
    const forSale = tenant.stock.filter((c) => c.show_on_dealer_website && (c.status === 'in_stock' || c.status === 'coming_soon'));
    expect(stock.count).toBe(forSale.length);
    expect(stock.count).toBeGreaterThan(0);
    expect(stock.makes.Mazda).toBe(forSale.filter((c) => c.make === 'Mazda').length);
    expect(stock.car_types.new + stock.car_types.used + stock.car_types.demo).toBe(stock.count);
    expect(Object.values(stock.models).reduce((a, b) => a + b, 0)).toBe(stock.count);
  });

  it('seeds the session data with the first page, and the menu shows its stock counts', async () => {
    const session = (await send(server.port, host(), '/api/dashboard/api/v1/websites/1101/website_session_data.json')).json<{ stock: StockSummary }>();
    const page = await send(server.port, host(), '/about-us');
    expect(page.status).toBe(200);
    expect(page.body).toContain('"queryKey":["website-session"]');
    expect(page.body).toContain(`"stock":${JSON.stringify(session.stock)}`);
    // Riverbend's search preset is make=Mazda: "Our Stock" leads to its Mazdas, and counts them.
    const mazdas = session.stock.makes.Mazda!;
    expect(mazdas).toBeLessThan(session.stock.count);
    expect(page.body).toMatch(new RegExp(`href="/cars/\\?make=Mazda"[^>]*>Our Stock<span class="nav-count"> \\(${mazdas}\\)</span>`));
    expect(page.body).toContain(`Our Stock (${mazdas})</a>`);
  });

  it("does not answer for another dealer's dealership or website", async () => {
    expect((await send(server.port, host('southern-cross-autos'), `/api/dashboard/dealerships/${DEALERSHIP}/available_service_bookings.json`)).status).toBe(
      404,
    );
    expect((await send(server.port, host('southern-cross-autos'), '/api/dashboard/api/v1/websites/1101/website_session_data.json')).status).toBe(404);
  });
});

describe('booking a slot', () => {
  it('of five requests for one slot at once, exactly one books it; the slot is then no longer offered', async () => {
    const slot = (await serviceSlots()).locations[0]!.slots[2]!;
    const replies = await Promise.all(Array.from({ length: 5 }, () => book(slot.start)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = replies.find((r) => r.status === 409)!.json<{ error: string; slots: { start: string }[] }>();
    expect(refused.error).toBe(SLOT_TAKEN_MESSAGE);
    expect(refused.slots.map((s) => s.start)).not.toContain(slot.start);
    expect((await serviceSlots()).locations[0]!.slots.map((s) => s.start)).not.toContain(slot.start);
    // The booking reached the lead pipeline as a service-booking lead with the slot's local time.
    const won = replies.find((r) => r.status === 201)!.json<{ booking: { lead_id: string } }>();
    const db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true });
    try {
      const lead = db.prepare('SELECT form, payload FROM leads WHERE id = ?').get(won.booking.lead_id) as { form: string; payload: string };
      expect(lead.form).toBe('service-booking');
      expect(JSON.parse(lead.payload)).toMatchObject({ name: 'Jo Buyer', email: 'jo@example.com', preferred_date_time: `${slot.date} ${slot.time}` });
    } finally {
      db.close();
    }
    // The neighbouring slot is still free.
    const next = (await serviceSlots()).locations[0]!.slots[2]!;
    expect((await book(next.start)).status).toBe(201);
  });

  it('refuses a time that is not an offered slot, and a location that takes no service bookings', async () => {
    // 22:00 on Monday in Brisbane, after closing.
    const offHours = await book('2026-11-30T12:00:00.000Z');
    expect(offHours.status).toBe(422);
    expect(offHours.json()).toMatchObject({ error: 'That time is not an available slot: choose one of the offered times' });
    // 07:00 on Tuesday 1 December in Brisbane: the service location's holiday.
    const holiday = await book('2026-11-30T21:00:00.000Z');
    expect(holiday.status).toBe(422);
    const slot = (await serviceSlots()).locations[0]!.slots[0]!;
    expect((await book(slot.start, 101)).status).toBe(404);
    expect((await postJson(server.port, host(), '/api/bookings', { kind: 'valet' })).status).toBe(400);
    const noPhone = await postJson(server.port, host(), '/api/bookings', {
      kind: 'service',
      location_id: SERVICE_LOCATION,
      start: slot.start,
      contact: { name: 'Jo', email: 'jo@example.com' },
    });
    expect(noPhone.status).toBe(422);
    expect(noPhone.json()).toMatchObject({ fields: { phone: '*This is a required field.' } });
  });
});
