// Lead routing through a real server (issue 19), on the sample tenant lone-star-trucks and its
// lead-routing.json (addresses pointed at a local receiver): a service lead for the second
// location reaches only that location's webhook, a new-car lead out of hours goes to the
// after-hours rule's email, the acknowledge link works once, and with the injected clock moved past
// 120 open minutes exactly one escalation mail is sent.
import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { leadDatabasePath } from '../../server/leads/lead-store';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, postJson, send, startReceiver, validFields, type Receiver, type Sandbox } from './leads-support';

const SLUG = 'lone-star-trucks';
const sandbox: Sandbox = await makeSandbox('lead-routing-');
const receiver: Receiver = await startReceiver();
sandbox.editSite(SLUG, (site) => (site.captcha = { provider: 'off' }));
const routingFile = path.join(sandbox.tenantsDir, SLUG, 'lead-routing.json');
writeFileSync(
  routingFile,
  readFileSync(routingFile, 'utf8')
    .replace('https://service.lonestartruckcenter.com/api/inbound-leads', `${receiver.url}/service`)
    .replace('https://crm.lonestartruckcenter.com/adf', `${receiver.url}/adf`),
);
const tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === SLUG)!;
const newCar = tenant.stock.find((c) => c.car_type === 'new' && c.status === 'in_stock' && c.show_on_dealer_website)!;

// Wednesday 18 November 2026 in America/Chicago (UTC-6): both locations open at 10:00, closed at 22:00.
const WED_10AM = Date.parse('2026-11-18T16:00:00Z');
const WED_10PM = Date.parse('2026-11-19T04:00:00Z');
const MINUTE = 60_000;
let clock = WED_10AM;
const savedEnv = { ...process.env };
const METRICS_TOKEN = 'lead-routing-metrics-token';
let server: RunningServer;
let db: Database.Database;
const host = () => tenantHost(SLUG, server.port);

beforeAll(async () => {
  process.env.LONE_STAR_SERVICE_TOKEN = 'Bearer service-token';
  process.env.LONE_STAR_SERVICE_ACK_SECRET = 'ack-secret-402';
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, now: () => clock });
  db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await server?.close();
  await receiver.close();
  process.env = savedEnv;
  sandbox.remove();
});

async function submit(extra: Record<string, unknown>): Promise<string> {
  const res = await postJson(server.port, host(), '/api/leads', { lead: { form: 'enquiry', ...validFields(tenant, 'enquiry'), ...extra } });
  expect(res.status, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}
function mails(leadId: string): Mail[] {
  const dir = path.join(sandbox.dataDir, 'mail', SLUG);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail)
    .filter((m) => m.text.includes(leadId));
}
const routeOf = (id: string) =>
  db.prepare('SELECT rule, location, escalate_at, escalated_at, acknowledged_at FROM lead_routes WHERE lead_id = ?').get(id) as
    { rule: string; location: string; escalate_at: number | null; escalated_at: number | null; acknowledged_at: number | null } | undefined;
const deliveryRows = (id: string) => db.prepare('SELECT rule, destination, kind, state FROM deliveries WHERE lead_id = ? ORDER BY destination').all(id);
const linkIn = (mail: Mail) => /I've got this: https?:\/\/[^/\s]+(\/\S+)/.exec(mail.text)?.[1];

describe('routing', () => {
  it("a service lead for the second location reaches only that location's webhook", async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'Service', location_id: '402' });
    await server.leads.outbox.runOnce();
    expect(routeOf(id)).toMatchObject({ rule: 'service-center', location: '402' });
    expect(deliveryRows(id)).toEqual([{ rule: 'service-center', destination: 0, kind: 'webhook', state: 'delivered' }]);
    const got = receiver.received.filter((r) => r.body.includes(id));
    expect(got.map((r) => r.path)).toEqual(['/service']);
    expect(got[0]!.headers.authorization).toBe('Bearer service-token');
    expect(mails(id)).toEqual([]);
  });

  it('a general lead goes to the default rule: the ADF receiver and the sales mailbox', async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'General' });
    await server.leads.outbox.runOnce();
    expect(routeOf(id)).toMatchObject({ rule: 'sales', location: '401' });
    expect(receiver.received.filter((r) => r.body.includes(id)).map((r) => r.path)).toEqual(['/adf']);
    const [mail, ...more] = mails(id);
    expect(more).toEqual([]);
    expect(mail!.to).toBe('sales@lonestartruckcenter.com');
    expect(mail!.attachments?.[0]).toMatchObject({ filename: `lead-${id}.adf.xml`, contentType: 'application/xml' });
    expect(mail!.attachments![0]!.content).toContain('<?adf version="1.0"?>');
  });

  it('a new-car lead out of hours goes to the after-hours rule', async () => {
    clock = WED_10PM;
    const id = await submit({ car_id: String(newCar.id) });
    await server.leads.outbox.runOnce();
    expect(routeOf(id)).toMatchObject({ rule: 'new-after-hours' });
    expect(receiver.received.filter((r) => r.body.includes(id))).toEqual([]);
    const [mail] = mails(id);
    expect(mail).toMatchObject({ to: 'after-hours@lonestartruckcenter.com' });
    expect(linkIn(mail!)).toMatch(/^\/api\/leads\/[\w-]+\/acknowledge\?expires=\d+&signature=[\w-]+$/);
  });

  it('the same new-car lead in opening hours goes to the default rule', async () => {
    clock = WED_10AM;
    const id = await submit({ car_id: String(newCar.id) });
    expect(routeOf(id)).toMatchObject({ rule: 'sales' });
  });
});

describe('acknowledge and escalation', () => {
  it('the link works once; a second click and a forged link are refused', async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'General', message: 'link test' });
    await server.leads.outbox.runOnce();
    const link = linkIn(mails(id)[0]!)!;
    const forged = link.replace(/signature=[\w-]+/, 'signature=' + 'A'.repeat(43));
    expect((await send(server.port, host(), forged)).status).toBe(403);
    const first = await send(server.port, host(), link, { headers: { Accept: 'application/json' } });
    expect(first.status, first.body).toBe(200);
    expect(first.json()).toEqual({ id, acknowledged_at: new Date(WED_10AM).toISOString() });
    const second = await send(server.port, host(), link, { headers: { Accept: 'application/json' } });
    expect(second.status).toBe(409);
    expect(second.json()).toEqual({ error: 'This lead was already acknowledged' });
    expect(routeOf(id)?.acknowledged_at).toBe(WED_10AM);
    // Acknowledged: the clock far past its timer escalates nothing.
    clock = WED_10AM + 3 * 24 * 60 * MINUTE;
    await server.leads.outbox.runOnce();
    expect(mails(id).filter((m) => m.subject.startsWith('Unanswered'))).toEqual([]);
    clock = WED_10AM;
  });

  it('a link past 7 days is refused', async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'General', message: 'expiry test' });
    await server.leads.outbox.runOnce();
    const link = linkIn(mails(id)[0]!)!;
    clock = WED_10AM + 7 * 24 * 60 * MINUTE + MINUTE;
    const late = await send(server.port, host(), link, { headers: { Accept: 'application/json' } });
    expect(late.status).toBe(410);
    clock = WED_10AM;
  });

  it('past 120 open minutes, exactly one escalation mail is sent', async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'General', message: 'escalation test' });
    await server.leads.outbox.runOnce();
    expect(routeOf(id)?.escalate_at).toBe(WED_10AM + 120 * MINUTE);
    const escalations = () => mails(id).filter((m) => m.subject.startsWith('Unanswered'));
    clock = WED_10AM + 119 * MINUTE;
    await server.leads.outbox.runOnce();
    expect(escalations()).toEqual([]);
    clock = WED_10AM + 121 * MINUTE;
    await server.leads.outbox.runOnce();
    await server.leads.outbox.runOnce();
    expect(escalations()).toHaveLength(1);
    expect(escalations()[0]).toMatchObject({ to: 'sales.manager@lonestartruckcenter.com' });
    expect(routeOf(id)?.escalated_at).toBe(WED_10AM + 121 * MINUTE);
    clock = WED_10AM;
  });

  it('the timer is a row: it survives a server restart and fires once on the new server', async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'General', message: 'restart test' });
    await server.leads.outbox.runOnce();
    await server.close();
    clock = WED_10AM + 121 * MINUTE;
    const { startServer } = await builtServerModule();
    server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, now: () => clock });
    await server.leads.outbox.runOnce();
    await server.leads.outbox.runOnce();
    expect(mails(id).filter((m) => m.subject.startsWith('Unanswered'))).toHaveLength(1);
    clock = WED_10AM;
  });

  it('a lead arriving after hours counts only open minutes: due 120 minutes after the next opening', async () => {
    clock = WED_10PM;
    const id = await submit({ category: 'General', message: 'after hours timer' });
    // Thursday 19 November 2026 opens at 09:00 Chicago (15:00 UTC).
    expect(routeOf(id)?.escalate_at).toBe(Date.parse('2026-11-19T15:00:00Z') + 120 * MINUTE);
    clock = WED_10AM;
  });

  it('a webhook receiver acknowledges with its destination secret', async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'Service', location_id: '402', message: 'webhook ack' });
    const ack = (secret: string) =>
      send(server.port, host(), `/api/leads/${id}/acknowledge`, { method: 'POST', headers: { Authorization: `Bearer ${secret}` } });
    const wrong = await ack('guess');
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toHaveProperty('error');
    expect((await ack('ack-secret-402')).status).toBe(200);
    expect((await ack('ack-secret-402')).status).toBe(409);
    const unknown = await send(server.port, host(), '/api/leads/nope/acknowledge', { method: 'POST', headers: { Authorization: 'Bearer ack-secret-402' } });
    expect(unknown.status).toBe(404);
  });

  it('/metrics counts acknowledgements by link and by destination, and escalations, per tenant', async () => {
    const count = async (series: string) => {
      const res = await send(server.port, host(), '/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.status).toBe(200);
      const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    const byLink = `lead_acknowledgements_total{tenant="${SLUG}",by="link"}`;
    const byDestination = `lead_acknowledgements_total{tenant="${SLUG}",by="destination"}`;
    const escalated = `lead_escalations_total{tenant="${SLUG}"}`;
    // Earlier cases leave unanswered leads: escalate them all first, so the pass below escalates only this case's lead.
    clock = WED_10AM + 30 * 24 * 60 * MINUTE;
    await server.leads.outbox.runOnce();
    const before = [await count(byLink), await count(byDestination), await count(escalated)];

    clock = WED_10AM;
    const linked = await submit({ category: 'General', message: 'metrics link' });
    const viaReceiver = await submit({ category: 'Service', location_id: '402', message: 'metrics receiver' });
    const unanswered = await submit({ category: 'General', message: 'metrics escalation' });
    await server.leads.outbox.runOnce();
    expect((await send(server.port, host(), linkIn(mails(linked)[0]!)!, { headers: { Accept: 'application/json' } })).status).toBe(200);
    const ack = await send(server.port, host(), `/api/leads/${viaReceiver}/acknowledge`, {
      method: 'POST',
      headers: { Authorization: 'Bearer ack-secret-402' },
    });
    expect(ack.status).toBe(200);
    clock = WED_10AM + 121 * MINUTE;
    await server.leads.outbox.runOnce();
    expect(routeOf(unanswered)?.escalated_at).toBe(WED_10AM + 121 * MINUTE);
    clock = WED_10AM;

    expect([await count(byLink), await count(byDestination), await count(escalated)]).toEqual([before[0]! + 1, before[1]! + 1, before[2]! + 1]);
  });
});
