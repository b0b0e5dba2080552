// Lead routing's queries on PostgreSQL (issue 19): one real server on a fresh database of the
// throwaway cluster, the injected clock, lone-star-trucks' lead-routing.json. The route row is
// written with the lead; the link's GET leaves it waiting and its POST acknowledges once; a
// receiver acknowledges with its secret; escalateDue queues one escalation even when a second
// store (another server) runs its pass at the same moment; /metrics counts each once; and the
// --unanswered and --stats queries read what happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { LeadStore } from '../../server/leads/lead-store';
import { tenantHost } from '../helpers/http';
import { freshDatabase } from '../helpers/postgres';
import { builtServerModule } from '../helpers/server';
import { postJson, send, startReceiver, validFields, type Receiver, type Sandbox } from './leads-support';
import { MINUTE, SLUG, WED_10AM, linkIn, mailsOf, metricValue, routingSandbox, routingTenant } from './lead-routing-support';
import { restoreEnv } from '../helpers/env';

const receiver: Receiver = await startReceiver();
const sandbox: Sandbox = await routingSandbox('lead-routing-pg-', receiver);
const tenant = await routingTenant(sandbox);

let clock = WED_10AM;
const savedEnv = { ...process.env };
const METRICS_TOKEN = 'lead-routing-pg-metrics';
let server: RunningServer;
/** A second store on the same database: another server's view of the rows. */
let other: LeadStore;
const host = () => tenantHost(SLUG, server.port);

beforeAll(async () => {
  const databaseUrl = await freshDatabase();
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    LONE_STAR_SERVICE_TOKEN: 'Bearer service-token',
    LONE_STAR_SERVICE_ACK_SECRET: 'ack-secret-402',
    METRICS_TOKEN,
  });
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, now: () => clock });
  other = await LeadStore.open({ dataDir: sandbox.dataDir, databaseUrl });
}, 60_000);
afterAll(async () => {
  await other?.close();
  await server?.close();
  await receiver.close();
  restoreEnv(savedEnv);
  sandbox.remove();
});

async function submit(extra: Record<string, unknown>): Promise<string> {
  const res = await postJson(server.port, host(), '/api/leads', { lead: { form: 'enquiry', ...validFields(tenant, 'enquiry'), ...extra } });
  expect(res.status, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
const store = () => server.leads.store;
const metric = (series: string) => metricValue(server.port, host(), METRICS_TOKEN, series);
const BY_LINK = `lead_acknowledgements_total{tenant="${SLUG}",by="link"}`;
const BY_DESTINATION = `lead_acknowledgements_total{tenant="${SLUG}",by="destination"}`;
const ESCALATED = `lead_escalations_total{tenant="${SLUG}"}`;
const json = { Accept: 'application/json' };

describe('routing queries on PostgreSQL', () => {
  it('the server runs on the database: the route row is there, with its timer, for every server', async () => {
    expect(store().shared).toBe(true);
    clock = WED_10AM;
    const id = await submit({ category: 'General', message: 'pg route' });
    const expected = { leadId: id, rule: 'sales', location: '401', routedAt: WED_10AM, escalateAt: WED_10AM + 120 * MINUTE, acknowledgedAt: null };
    expect(await store().route(SLUG, id)).toMatchObject(expected);
    expect(await other.route(SLUG, id)).toMatchObject(expected);
    expect(await other.route('another-site', id)).toBeUndefined();
  });

  it('acknowledge by link: the GET changes nothing, the POST acknowledges once, the counter rises once', async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'General', message: 'pg link' });
    await server.leads.outbox.runOnce();
    const link = linkIn(mailsOf(sandbox.dataDir, id)[0]!)!;
    const before = await metric(BY_LINK);
    expect((await send(server.port, host(), link, { headers: json })).json()).toEqual({ id, acknowledged_at: null });
    expect((await other.route(SLUG, id))?.acknowledgedAt).toBeNull();
    expect(await metric(BY_LINK)).toBe(before);

    clock = WED_10AM + 5 * MINUTE;
    const first = await send(server.port, host(), link, { method: 'POST', headers: json });
    expect(first.status, first.body).toBe(200);
    expect(await other.route(SLUG, id)).toMatchObject({ acknowledgedAt: WED_10AM + 5 * MINUTE, acknowledgedBy: 'link' });
    expect((await send(server.port, host(), link, { method: 'POST', headers: json })).status).toBe(409);
    // Another server's store hears the same: the first acknowledgement stands.
    expect(await other.acknowledge(SLUG, id, 'destination', WED_10AM + 6 * MINUTE)).toBe('already');
    expect(await other.acknowledge(SLUG, 'no-such-lead', 'link', WED_10AM)).toBe('unknown');
    expect(await metric(BY_LINK)).toBe(before + 1);
    clock = WED_10AM;
  });

  it('acknowledge by a receiver with its secret', async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'Service', location_id: '402', message: 'pg receiver' });
    const before = await metric(BY_DESTINATION);
    const ack = (secret: string) =>
      send(server.port, host(), `/api/leads/${id}/acknowledge`, { method: 'POST', headers: { Authorization: `Bearer ${secret}` } });
    expect((await ack('guess')).status).toBe(401);
    expect((await ack('ack-secret-402')).status).toBe(200);
    expect((await ack('ack-secret-402')).status).toBe(409);
    expect(await store().route(SLUG, id)).toMatchObject({ rule: 'service-center', location: '402', acknowledgedBy: 'destination' });
    expect(await metric(BY_DESTINATION)).toBe(before + 1);
  });

  it('escalateDue: nothing before the timer, then one escalation although two servers pass at once', async () => {
    // Earlier cases leave unanswered leads: escalate them first, so the passes below see only this case's lead.
    clock = WED_10AM + 30 * 24 * 60 * MINUTE;
    await server.leads.outbox.runOnce();
    clock = WED_10AM;
    const id = await submit({ category: 'General', message: 'pg escalation' });
    await server.leads.outbox.runOnce();
    expect(await other.nextEscalationAt()).toBe(WED_10AM + 120 * MINUTE);
    const contacts = () => ['sales.manager@lonestartruckcenter.com'];
    expect(await other.escalateDue(WED_10AM + 119 * MINUTE, contacts)).toEqual([]);

    const before = await metric(ESCALATED);
    clock = WED_10AM + 121 * MINUTE;
    const [mine, theirs] = await Promise.all([server.leads.outbox.escalate(), other.escalateDue(clock, contacts)]);
    // The server's own timer may have passed first; whoever did, the lead is escalated by one of them only.
    expect([...mine, ...theirs].length).toBeLessThanOrEqual(1);
    expect(await other.nextEscalationAt()).toBeUndefined();
    expect(await store().route(SLUG, id)).toMatchObject({ escalatedAt: WED_10AM + 121 * MINUTE, acknowledgedAt: null });
    // The server counts what its passes queued: all of it, unless the other store's pass won.
    expect(await metric(ESCALATED)).toBe(before + 1 - theirs.length);

    // One escalation row, sent once through the mail outbox.
    await server.leads.outbox.runOnce();
    await server.leads.outbox.runOnce();
    const escalations = mailsOf(sandbox.dataDir, id).filter((m) => m.subject.startsWith('Unanswered'));
    expect(escalations).toHaveLength(1);
    expect(escalations[0]).toMatchObject({ id: `${id}-sales--1`, to: 'sales.manager@lonestartruckcenter.com' });
    clock = WED_10AM;
  });

  it('the --unanswered and --stats queries read the acknowledgements', async () => {
    const unanswered = await other.unanswered(SLUG);
    const routes = await other.routesSince(SLUG, WED_10AM - MINUTE);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(unanswered.every((r) => r.acknowledgedAt === null)).toBe(true);
    expect(unanswered.map((r) => r.routedAt)).toEqual([...unanswered.map((r) => r.routedAt)].sort((a, b) => a - b));
    const answered = routes.filter((r) => r.acknowledgedAt !== null);
    expect(answered.map((r) => [r.acknowledgedAt! - r.routedAt, r.acknowledgedBy]).sort()).toEqual([
      [0, 'destination'],
      [5 * MINUTE, 'link'],
    ]);
    expect(routes).toHaveLength(unanswered.length + answered.length);
    expect(await other.routesSince(SLUG, WED_10AM + 24 * 60 * MINUTE)).toEqual([]);
  });
});
