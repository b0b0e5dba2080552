// Issue 25's hold and booking limits end to end on PostgreSQL: one real production server on a
// fresh database of the throwaway cluster, the injected clock. Concurrent requests of one client
// address: one live hold, three live bookings, whatever the order the database sees them in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { TEST_CARDS } from '../../server/checkout/test-payment-provider';
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { tenantHost } from '../helpers/http';
import { freshDatabase } from '../helpers/postgres';
import { builtServerModule } from '../helpers/server';
import { loadTenants } from '../helpers/tenants';
import { freshIp, makeSandbox, postJson, send, type Sandbox } from './leads-support';
import { solvedAltcha } from './altcha-support';
import { restoreEnv } from '../helpers/env';

const SLUG = 'riverbend-mazda';
const sandbox: Sandbox = await makeSandbox('abuse-limits-pg-');
sandbox.editSite(SLUG, (site) => (site.dashboard = { slot_minutes: 60, booking_days: 7, lead_minutes: 0, confirm_hours: 24 }));
const tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === SLUG)!;
const cars = tenant.stock.filter((c) => canReserve(c, tenant.publicSite)).slice(0, 4);

const clock = Date.now();
const savedEnv = { ...process.env };
let server: RunningServer;
const host = () => tenantHost(SLUG, server.port);

beforeAll(async () => {
  Object.assign(process.env, { DATABASE_URL: await freshDatabase(), ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '4' });
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, now: () => clock });
}, 60_000);
afterAll(async () => {
  await server?.close();
  restoreEnv(savedEnv);
  sandbox.remove();
});

const solved = () => solvedAltcha(server.port, host());

describe('limits on PostgreSQL (issue 25)', () => {
  it('four concurrent holds of four cars from one client address: one is held, three are refused', async () => {
    expect(cars).toHaveLength(4);
    const ip = freshIp();
    const altchas = await Promise.all(cars.map(() => solved()));
    const card = { number: TEST_CARDS.threeDSecure, exp_month: 12, exp_year: 2030, cvc: '123' };
    const replies = await Promise.all(
      cars.map((car, i) =>
        postJson(
          server.port,
          host(),
          '/api/checkout/reservations',
          { car_id: car.id, contact: { first_name: 'Jo', last_name: 'Race', email: `hold${i}@example.com`, phone: '0412 345 678' }, card, altcha: altchas[i] },
          { clientIp: ip },
        ),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([202, 429, 429, 429]);
  });

  it('six concurrent bookings of six slots from one client address: three are booked, three refused', async () => {
    const offered = (await send(server.port, host(), '/api/dashboard/dealerships/1101/available_service_bookings.json'))
      .json<{ locations: { slots: { start: string }[] }[] }>()
      .locations[0]!.slots.slice(0, 6);
    expect(offered).toHaveLength(6);
    const ip = freshIp();
    const altchas = await Promise.all(offered.map(() => solved()));
    const replies = await Promise.all(
      offered.map((slot, i) =>
        postJson(
          server.port,
          host(),
          '/api/bookings',
          {
            kind: 'service',
            location_id: 102,
            start: slot.start,
            contact: { name: 'Sam Race', email: `book${i}@example.com`, phone: '0412 000 111' },
            altcha: altchas[i],
          },
          { clientIp: ip },
        ),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    for (const refused of replies.filter((r) => r.status === 429)) expect(refused.json()).toMatchObject({ code: 'booking_limit' });
  });
});
