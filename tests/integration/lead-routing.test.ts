// Lead routing through a real server (issue 19), on the sample tenant lone-star-trucks and its
// lead-routing.json (addresses pointed at a local receiver): a service lead for the second
// location reaches only that location's webhook, a new-car lead out of hours goes to the
// after-hours rule's email, the acknowledge link works once, and with the injected clock moved past
// 120 open minutes exactly one escalation mail is sent.
import Database from 'better-sqlite3';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { leadDatabasePath } from '../../server/leads/lead-store';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { FILE_BYTES, multipart, postJson, send, startReceiver, validFields, type Receiver, type Sandbox } from './leads-support';
import { MINUTE, SLUG, WED_10AM, WED_10PM, linkIn, mailsOf, metricValue, routingSandbox, routingTenant } from './lead-routing-support';
import { restoreEnv } from '../helpers/env';

const receiver: Receiver = await startReceiver();
const sandbox: Sandbox = await routingSandbox('lead-routing-', receiver);
const tenant = await routingTenant(sandbox);
const newCar = tenant.stock.find((c) => c.car_type === 'new' && c.status === 'in_stock' && c.show_on_dealer_website)!;

let clock = WED_10AM;
const savedEnv = { ...process.env };
const METRICS_TOKEN = 'lead-routing-metrics-token';
let server: RunningServer;
let db: Database.Database;
/** The garage store: the mail outbox's `mail` table, where sign-in codes and routed mail wait. */
let garageDb: Database.Database;
const host = () => tenantHost(SLUG, server.port);

beforeAll(async () => {
  process.env.LONE_STAR_SERVICE_TOKEN = 'Bearer service-token';
  process.env.LONE_STAR_SERVICE_ACK_SECRET = 'ack-secret-402';
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, now: () => clock });
  db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true, fileMustExist: true });
  garageDb = new Database(path.join(sandbox.dataDir, 'garage.sqlite'), { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  garageDb?.close();
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

const mails = (leadId: string) => mailsOf(sandbox.dataDir, leadId);
const routeOf = (id: string) =>
  db.prepare('SELECT rule, location, escalate_at, escalated_at, acknowledged_at FROM lead_routes WHERE lead_id = ?').get(id) as
    { rule: string; location: string; escalate_at: number | null; escalated_at: number | null; acknowledged_at: number | null } | undefined;
const deliveryRows = (id: string) => db.prepare('SELECT rule, destination, kind, state FROM deliveries WHERE lead_id = ? ORDER BY destination').all(id);
const metric = (series: string) => metricValue(server.port, host(), METRICS_TOKEN, series);
interface MailRow {
  id: string;
  recipient: string;
  subject: string;
  state: string;
  attempts: number;
  last_error: string | null;
}
const outboxRows = (leadId: string) =>
  garageDb.prepare('SELECT id, recipient, subject, state, attempts, last_error FROM mail WHERE id LIKE ? ORDER BY id').all(`${leadId}-%`) as MailRow[];

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

  it('uploaded files are attached to the routed email and named in its ADF and in the ADF sent over HTTP', async () => {
    clock = WED_10AM;
    const photo = FILE_BYTES.jpeg('routed-photo');
    const form = multipart([
      { name: 'lead', value: JSON.stringify({ lead: { form: 'trade-in', ...validFields(tenant, 'trade-in') } }) },
      { name: 'photos', filename: 'front.jpg', type: 'image/jpeg', value: photo },
    ]);
    const res = await send(server.port, host(), '/api/leads/with-files', { method: 'POST', headers: { 'Content-Type': form.contentType }, body: form.body });
    expect(res.status, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    await server.leads.outbox.runOnce();
    expect(routeOf(id)).toMatchObject({ rule: 'sales' });
    const line = `Photos of your vehicle: front.jpg (image/jpeg, ${photo.length} bytes)`;
    const [mail, ...more] = mails(id);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Uploaded files:\n${line}, attached\n`);
    const [adf, file, ...rest] = mail!.attachments!;
    expect(rest).toEqual([]);
    expect(adf!.content).toContain(`Uploaded files:\n${line}, attached`);
    expect(file).toMatchObject({ filename: 'front.jpg', contentType: 'image/jpeg', encoding: 'base64' });
    expect(Buffer.from(file!.content, 'base64')).toEqual(photo);
    const overHttp = receiver.received.filter((r) => r.path === '/adf' && r.body.includes(id));
    expect(overHttp).toHaveLength(1);
    expect(overHttp[0]!.body).toContain(`Uploaded files:\n${line}</comments>`);
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

/** Runs `fn` while the file transport cannot write: a file stands where the tenant's mail folder belongs. */
async function withMailFolderBlocked<T>(fn: () => Promise<T>): Promise<T> {
  const folder = path.join(sandbox.dataDir, 'mail', SLUG);
  renameSync(folder, `${folder}.aside`);
  writeFileSync(folder, 'not a folder');
  try {
    return await fn();
  } finally {
    rmSync(folder);
    renameSync(`${folder}.aside`, folder);
  }
}

describe('the mail outbox', () => {
  it('a routed email is queued in the mail outbox, which retries a failed send with the same message', async () => {
    clock = WED_10AM;
    const id = await withMailFolderBlocked(async () => {
      const lead = await submit({ category: 'General', message: 'mail outbox retry' });
      await server.leads.outbox.runOnce();
      // The lead's delivery is done: the message is the mail outbox's now, pending after its failed first send.
      expect(deliveryRows(lead)).toContainEqual({ rule: 'sales', destination: 1, kind: 'email', state: 'delivered' });
      const [row, ...more] = outboxRows(lead);
      expect(more).toEqual([]);
      expect(row).toMatchObject({ id: `${lead}-sales-1`, recipient: 'sales@lonestartruckcenter.com', state: 'pending', attempts: 1 });
      expect(row!.last_error).toMatch(/EEXIST|ENOTDIR/);
      return lead;
    });
    // Not due before its 30 s back-off, then sent once, attachment and all; the lead outbox sends nothing again.
    clock = WED_10AM + 29_000;
    expect(await server.garage.mail.deliverDue()).toBe(0);
    clock = WED_10AM + 30_000;
    await server.garage.mail.deliverDue();
    await server.leads.outbox.runOnce();
    expect(outboxRows(id)).toMatchObject([{ state: 'sent', attempts: 2, last_error: null }]);
    const [mail, ...again] = mails(id);
    expect(again).toEqual([]);
    expect(mail).toMatchObject({ id: `${id}-sales-1`, to: 'sales@lonestartruckcenter.com' });
    expect(mail!.attachments?.[0]).toMatchObject({ filename: `lead-${id}.adf.xml`, contentType: 'application/xml' });
    expect(linkIn(mail!)).toMatch(/^\/api\/leads\/[\w-]+\/acknowledge\?expires=\d+&signature=[\w-]+$/);
    clock = WED_10AM;
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
    expect((await send(server.port, host(), forged, { method: 'POST' })).status).toBe(403);
    expect(routeOf(id)?.acknowledged_at).toBeNull();
    const first = await send(server.port, host(), link, { method: 'POST', headers: { Accept: 'application/json' } });
    expect(first.status, first.body).toBe(200);
    expect(first.json()).toEqual({ id, acknowledged_at: new Date(WED_10AM).toISOString() });
    const second = await send(server.port, host(), link, { method: 'POST', headers: { Accept: 'application/json' } });
    expect(second.status).toBe(409);
    expect(second.json()).toEqual({ error: 'This lead was already acknowledged' });
    // The link's page says so too, with no button left to press.
    const page = await send(server.port, host(), link, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(409);
    expect(page.body).toContain('<h1>This lead was already acknowledged</h1>');
    expect(page.body).not.toContain('<form');
    expect(routeOf(id)?.acknowledged_at).toBe(WED_10AM);
    // Acknowledged: the clock far past its timer escalates nothing.
    clock = WED_10AM + 3 * 24 * 60 * MINUTE;
    await server.leads.outbox.runOnce();
    expect(mails(id).filter((m) => m.subject.startsWith('Unanswered'))).toEqual([]);
    clock = WED_10AM;
  });

  it("the link's GET only shows a confirm page (a prefetching mail scanner acknowledges nothing); its button's POST acknowledges", async () => {
    clock = WED_10AM;
    const id = await submit({ category: 'General', message: 'confirm page test' });
    await server.leads.outbox.runOnce();
    const link = linkIn(mails(id)[0]!)!;
    const byLink = () => metric(`lead_acknowledgements_total{tenant="${SLUG}",by="link"}`);
    const before = await byLink();

    // A scanner fetching the link, as a browser and as a program, and a HEAD.
    const page = await send(server.port, host(), link, { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await send(server.port, host(), link, { headers: { Accept: 'application/json' } })).json()).toEqual({ id, acknowledged_at: null });
    expect((await send(server.port, host(), link, { method: 'HEAD' })).status).toBe(200);
    expect(routeOf(id)?.acknowledged_at).toBeNull();
    expect(await byLink()).toBe(before);

    // The page: a heading, and one form whose one button posts the signed link back; no script.
    expect(page.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(page.body).toContain('<h1>Answer this lead?</h1>');
    expect(page.body).not.toMatch(/<script/i);
    const forms = [...page.body.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)];
    expect(forms).toHaveLength(1);
    const action = forms[0]![1]!.replaceAll('&#38;', '&');
    expect(action).toBe(link);
    expect(forms[0]![2]).toBe('<button type="submit">I&#39;ve got this</button>');
    // The page's own style is allowed by the response's policy (its nonce).
    const nonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);

    // Pressing the button: what a browser sends for that form.
    const pressed = await send(server.port, host(), action, {
      method: 'POST',
      headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pressed.status).toBe(200);
    expect(pressed.body).toContain('<h1>Thanks: the lead is yours, and nobody will be chased about it.</h1>');
    expect(routeOf(id)?.acknowledged_at).toBe(WED_10AM);
    expect(await byLink()).toBe(before + 1);
    expect((await send(server.port, host(), action, { method: 'POST', headers: { Accept: 'text/html' } })).status).toBe(409);
    expect(await byLink()).toBe(before + 1);
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
    // Sent through the mail outbox, like the routed email.
    expect(outboxRows(id).map((r) => [r.id, r.state])).toEqual([
      [`${id}-sales--1`, 'sent'],
      [`${id}-sales-1`, 'sent'],
    ]);
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
    const count = metric;
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
    const link = linkIn(mails(linked)[0]!)!;
    expect((await send(server.port, host(), link, { headers: { Accept: 'application/json' } })).status).toBe(200);
    expect((await send(server.port, host(), link, { method: 'POST', headers: { Accept: 'application/json' } })).status).toBe(200);
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
