// Cross-site requests to the garage (issue 25): every POST, PUT and DELETE that reads or sets the
// session cookie answers 403 when the browser says another site sent it (Sec-Fetch-Site), or,
// without that header, when Origin is not the site's own; the session and the list stay as they were.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { makeSandbox, postJson, putJson, send, type Reply, type Sandbox } from './leads-support';

const SLUG = 'riverbend-mazda';
const sandbox: Sandbox = await makeSandbox('cross-site-garage-');
sandbox.editSite(SLUG, (site) => {
  site.garage_enabled = true;
});
const stock = JSON.parse(readFileSync(path.join(sandbox.tenantsDir, SLUG, 'stock.json'), 'utf8')).cars as { id: number; status: string; hidden?: boolean }[];
const [carA, carB] = stock.filter((c) => c.status === 'in_stock' && !c.hidden);

let server: RunningServer;
const host = () => tenantHost(SLUG, server.port);
const own = () => ({ Origin: `http://${host()}`, 'Sec-Fetch-Site': 'same-origin' });
const CROSS_SITE = [
  ['Sec-Fetch-Site: cross-site', { Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (another dealer on the platform domain)', { Origin: 'http://southern-cross-autos.localhost', 'Sec-Fetch-Site': 'same-site' }],
  ['an other Origin without Sec-Fetch-Site', { Origin: 'https://evil.test' }],
  ['Origin null', { Origin: 'null' }],
] as const;

beforeAll(async () => {
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
});
afterAll(async () => {
  await server?.close();
  sandbox.remove();
});

async function codeFor(email: string): Promise<string> {
  expect((await postJson(server.port, host(), '/api/auth/code', { email }, { headers: own() })).status).toBe(202);
  const dir = path.join(sandbox.dataDir, 'mail', SLUG);
  const mails = readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string })
    .filter((m) => m.to === email);
  return /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text)![1]!;
}

async function signIn(email: string): Promise<string> {
  const reply = await postJson(server.port, host(), '/api/auth/verify', { email, code: await codeFor(email) }, { headers: own() });
  expect(reply.status, reply.body).toBe(200);
  return String(reply.headers['set-cookie']).split(';')[0]!;
}

const watchlistIds = async (cookie: string) =>
  (await send(server.port, host(), '/api/garage/watchlist', { headers: { Cookie: cookie } }))
    .json<{ watchlist: { id: number }[] }>()
    .watchlist.map((e) => e.id);

const expectRefused = (reply: Reply) => {
  expect(reply.status, reply.body).toBe(403);
  expect(reply.json()).toEqual({ error: 'This request must come from the site itself: cross-site requests are refused' });
};

describe.each(CROSS_SITE)('%s', (_, headers) => {
  it('cannot sign the visitor out, change the watchlist, sign in or ask for a code', async () => {
    const cookie = await signIn(`victim-${headers.Origin.length}-${'Sec-Fetch-Site' in headers ? headers['Sec-Fetch-Site'] : 'none'}@example.com`);
    expect((await postJson(server.port, host(), '/api/garage/watchlist', { car_id: carA!.id }, { headers: { ...own(), Cookie: cookie } })).status).toBe(201);

    expectRefused(await postJson(server.port, host(), '/api/auth/sign-out', {}, { headers: { ...headers, Cookie: cookie } }));
    expectRefused(await postJson(server.port, host(), '/api/garage/watchlist', { car_id: carB!.id }, { headers: { ...headers, Cookie: cookie } }));
    expectRefused(await putJson(server.port, host(), '/api/garage/watchlist', { cars: [{ id: carB!.id }] }, { headers: { ...headers, Cookie: cookie } }));
    expectRefused(await send(server.port, host(), `/api/garage/watchlist/${carA!.id}`, { method: 'DELETE', headers: { ...headers, Cookie: cookie } }));
    expectRefused(await postJson(server.port, host(), '/api/auth/verify', { email: 'attacker@example.com', code: '123456' }, { headers }));
    expectRefused(await postJson(server.port, host(), '/api/auth/code', { email: 'victim@example.com' }, { headers }));

    // Still signed in, with the one car added from the site itself.
    const me = await send(server.port, host(), '/api/auth', { headers: { Cookie: cookie } });
    expect(me.json<{ user: unknown }>().user).not.toBeNull();
    expect(await watchlistIds(cookie)).toEqual([carA!.id]);
  });
});

describe('from the site itself, or from no browser', () => {
  it('the same requests work with the own Origin and Sec-Fetch-Site, and with neither header', async () => {
    const cookie = await signIn('owner@example.com');
    expect((await postJson(server.port, host(), '/api/garage/watchlist', { car_id: carA!.id }, { headers: { ...own(), Cookie: cookie } })).status).toBe(201);
    expect((await putJson(server.port, host(), '/api/garage/watchlist', { cars: [{ id: carB!.id }] }, { headers: { Cookie: cookie } })).status).toBe(200);
    expect(
      (await send(server.port, host(), `/api/garage/watchlist/${carA!.id}`, { method: 'DELETE', headers: { Origin: `http://${host()}`, Cookie: cookie } }))
        .status,
    ).toBe(200);
    expect(await watchlistIds(cookie)).toEqual([carB!.id]);
    expect((await postJson(server.port, host(), '/api/auth/sign-out', {}, { headers: { ...own(), Cookie: cookie } })).status).toBe(204);
    expect((await send(server.port, host(), '/api/auth', { headers: { Cookie: cookie } })).json<{ user: unknown }>().user).toBeNull();
  });
});
