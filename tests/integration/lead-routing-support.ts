// What the lead-routing integration files share: the sample tenant lone-star-trucks with its
// lead-routing.json pointed at a local receiver, the dealer-time clock marks, the mail the file
// transport writes, the acknowledge link in it, and a series read from /metrics.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, send, type Receiver, type Sandbox } from './leads-support';

export const SLUG = 'lone-star-trucks';
// Wednesday 18 November 2026 in America/Chicago (UTC-6): both locations open at 10:00, closed at 22:00.
export const WED_10AM = Date.parse('2026-11-18T16:00:00Z');
export const WED_10PM = Date.parse('2026-11-19T04:00:00Z');
export const MINUTE = 60_000;

/** A sandbox whose lone-star-trucks has no captcha and routes its webhook and ADF rules to `receiver`. */
export async function routingSandbox(prefix: string, receiver: Receiver): Promise<Sandbox> {
  const sandbox = await makeSandbox(prefix);
  sandbox.editSite(SLUG, (site) => (site.captcha = { provider: 'off' }));
  const routingFile = path.join(sandbox.tenantsDir, SLUG, 'lead-routing.json');
  writeFileSync(
    routingFile,
    readFileSync(routingFile, 'utf8')
      .replace('https://service.lonestartruckcenter.com/api/inbound-leads', `${receiver.url}/service`)
      .replace('https://crm.lonestartruckcenter.com/adf', `${receiver.url}/adf`),
  );
  return sandbox;
}

export async function routingTenant(sandbox: Sandbox) {
  return (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === SLUG)!;
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string; encoding?: 'base64' }[];
}

/** The messages the file transport wrote for lone-star-trucks that name `leadId`. */
export function mailsOf(dataDir: string, leadId: string): Mail[] {
  const dir = path.join(dataDir, 'mail', SLUG);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail)
    .filter((m) => m.text.includes(leadId));
}

/** The path and query of the "I've got this" link in a routed or escalation email. */
export const linkIn = (mail: Mail) => /I've got this: https?:\/\/[^/\s]+(\/\S+)/.exec(mail.text)?.[1];

/** A series' value on /metrics (0 before its first count). */
export async function metricValue(port: number, host: string, token: string, series: string): Promise<number> {
  const res = await send(port, host, '/metrics', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
