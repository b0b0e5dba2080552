// The finance screen shows the repayment calculator beside the form, prefilled from the link's
// vehiclePriceBudget, with the site's rate from buttons.json (default 10% p.a.).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';

/** The calculator's column as the server renders it. */
const ASIDE = '<aside class="form-page-aside">';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer('tenants');
});
afterAll(async () => {
  await server?.close();
});

it('renders the calculator on /finance with the price from the query, on the server', async () => {
  const res = await get(server.port, 'riverbend-mazda.localhost', '/finance?vehiclePriceBudget=35000');
  expect(res.status).toBe(200);
  // The element, not the inline stylesheet, which names the class too.
  const at = res.body.indexOf(ASIDE);
  expect(at).toBeGreaterThan(-1);
  const aside = res.body.slice(at);
  expect(aside).toContain('Repayment calculator');
  expect(aside).toMatch(/value="35000"/);
  expect(aside).toMatch(/value="10"/);
  // $35,000 over 5 years at 10% p.a., weekly: the standard amortisation formula.
  expect(aside).toContain('$171.19');
});

it('does not show the calculator on other form screens', async () => {
  const res = await get(server.port, 'riverbend-mazda.localhost', '/trade-in');
  expect(res.status).toBe(200);
  expect(res.body).not.toContain(ASIDE);
});
