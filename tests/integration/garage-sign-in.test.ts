// Garage sign-in against the real server, a temp copy of the tenants and a real garage.sqlite:
// the code arrives through the file mail transport, a session cookie signs the visitor in, the
// watchlist merges local favourites, and wrong, expired and over-used codes and the rate limits
// answer clear errors. The server's garage clock is the test's, so expiry is exact.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { garageDatabasePath } from '../../server/garage/garage-schema';
import { CODE_REQUESTS_PER_ADDRESS, CODE_REQUESTS_PER_CLIENT, CODE_TTL_MS, KEPT_CODES, MAX_CODE_ATTEMPTS } from '../../runtime/lib/garage/sign-in-rules';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { freshIp, makeSandbox, postJson, send, type Reply, type Sandbox } from './leads-support';

const SLUG = 'riverbend-mazda';
const OTHER = 'southern-cross-autos';
const sandbox: Sandbox = await makeSandbox('garage-sign-in-');
sandbox.editSite(SLUG, (site) => {
  site.garage_enabled = true;
});
sandbox.editSite(OTHER, (site) => {
  site.garage_enabled = true;
});
const stock = JSON.parse(readFileSync(path.join(sandbox.tenantsDir, SLUG, 'stock.json'), 'utf8')).cars as {
  id: number;
  price: number | null;
  status: string;
}[];
const otherStock = JSON.parse(readFileSync(path.join(sandbox.tenantsDir, OTHER, 'stock.json'), 'utf8')).cars as { id: number }[];

let clock = Date.parse('2026-11-24T10:00:00Z');
let server: RunningServer;
const host = (slug = SLUG) => tenantHost(slug, server.port);

beforeAll(async () => {
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, now: () => clock });
});
afterAll(async () => {
  await server?.close();
  sandbox.remove();
});

/** The newest message in the tenant's mail folder for `to`. */
function lastMail(to: string, slug = SLUG): { to: string; subject: string; text: string } {
  const dir = path.join(sandbox.dataDir, 'mail', slug);
  const files = readdirSync(dir).sort();
  const mails = files
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; subject: string; text: string })
    .filter((m) => m.to === to);
  if (!mails.length) throw new Error(`no mail to ${to} in ${dir}`);
  return mails[mails.length - 1]!;
}
const codeIn = (mail: { text: string }) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
const cookieOf = (reply: Reply) => String(reply.headers['set-cookie'] ?? '').split(';')[0]!;

async function requestCode(email: string, ip = freshIp(), slug = SLUG): Promise<Reply> {
  return postJson(server.port, host(slug), '/api/auth/code', { email }, { clientIp: ip });
}

describe('sign-in with an emailed code', () => {
  it('mails a code, signs in with a session cookie, merges the local favourites and signs out', async () => {
    const email = 'Jo.Buyer@example.com';
    const asked = await requestCode(email);
    expect(asked.status).toBe(202);
    expect(asked.json()).toMatchObject({ sent: true, email: 'jo.buyer@example.com', expires_in: CODE_TTL_MS / 1000 });
    const mail = lastMail('jo.buyer@example.com');
    expect(mail.subject).toContain('Riverbend Mazda');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);

    const anonymous = await send(server.port, host(), '/api/auth');
    expect(anonymous.json()).toEqual({ user: null, watchlist: [] });

    const [a, b] = stock;
    const verified = await postJson(server.port, host(), '/api/auth/verify', {
      email,
      code,
      favourites: [{ id: a!.id, name: 'forged name' }, b!.id, 999999999],
    });
    expect(verified.status).toBe(200);
    const setCookie = String(verified.headers['set-cookie']);
    expect(setCookie).toMatch(/garage_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const body = verified.json<{ user: { email: string }; watchlist: { id: number; name: string; status: string }[]; first_sign_in: boolean }>();
    expect(body.first_sign_in).toBe(true);
    expect(body.user.email).toBe('jo.buyer@example.com');
    // Entries come from the dealer's stock, never from what the browser sent; unknown ids are dropped.
    expect(body.watchlist.map((e) => e.id)).toEqual([a!.id, b!.id]);
    expect(body.watchlist[0]!.name).not.toBe('forged name');

    const cookie = cookieOf(verified);
    const auth = await send(server.port, host(), '/api/auth', { headers: { Cookie: cookie } });
    expect(auth.status).toBe(200);
    expect(auth.json<{ user: { email: string }; watchlist: unknown[] }>()).toMatchObject({
      user: { email: 'jo.buyer@example.com' },
      watchlist: [{ id: a!.id }, { id: b!.id }],
    });

    // The same cookie means nothing on another dealer's site.
    const elsewhere = await send(server.port, host(OTHER), '/api/auth', { headers: { Cookie: cookie } });
    expect(elsewhere.json()).toEqual({ user: null, watchlist: [] });

    const out = await postJson(server.port, host(), '/api/auth/sign-out', {}, { headers: { Cookie: cookie } });
    expect(out.status).toBe(204);
    expect((await send(server.port, host(), '/api/auth', { headers: { Cookie: cookie } })).json()).toEqual({ user: null, watchlist: [] });
  });

  it('keeps the garage database owner-only', () => {
    expect(statSync(garageDatabasePath(sandbox.dataDir)).mode & 0o777).toBe(0o600);
  });

  it('refuses a wrong code, counting the tries left, and after the fifth a right code too', async () => {
    const email = 'wrong@example.com';
    await requestCode(email);
    const code = codeIn(lastMail(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt++) {
      const reply = await postJson(server.port, host(), '/api/auth/verify', { email, code: wrong });
      expect(reply.status).toBe(401);
      expect(reply.json()).toMatchObject({ reason: 'wrong-code', attemptsLeft: MAX_CODE_ATTEMPTS - attempt });
    }
    const tooLate = await postJson(server.port, host(), '/api/auth/verify', { email, code });
    expect(tooLate.status).toBe(410);
    expect(tooLate.json()).toMatchObject({ error: 'Too many wrong codes: request a new code', reason: 'attempts-exhausted' });
  });

  it('accepts a code on the fifth try', async () => {
    const email = 'fifth@example.com';
    await requestCode(email);
    const code = codeIn(lastMail(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt++)
      expect((await postJson(server.port, host(), '/api/auth/verify', { email, code: wrong })).status).toBe(401);
    expect((await postJson(server.port, host(), '/api/auth/verify', { email, code })).status).toBe(200);
  });

  it('accepts a code until its tenth minute ends, and not from then on', async () => {
    const email = 'expiry@example.com';
    await requestCode(email);
    const first = codeIn(lastMail(email));
    clock += CODE_TTL_MS - 1;
    expect((await postJson(server.port, host(), '/api/auth/verify', { email, code: first })).status).toBe(200);

    clock += 60_000;
    await requestCode(email);
    const second = codeIn(lastMail(email));
    clock += CODE_TTL_MS;
    const expired = await postJson(server.port, host(), '/api/auth/verify', { email, code: second });
    expect(expired.status).toBe(410);
    expect(expired.json()).toMatchObject({ error: 'This code has expired: request a new code', reason: 'expired' });
  });

  it(`a new code does not void the ${KEPT_CODES} before it, so requesting codes cannot lock the owner out; signing in spends them all`, async () => {
    const email = 'twice@example.com';
    const codes: string[] = [];
    for (let i = 0; i < KEPT_CODES; i++) {
      clock += 1000;
      await requestCode(email);
      codes.push(codeIn(lastMail(email)));
    }
    expect((await postJson(server.port, host(), '/api/auth/verify', { email, code: codes[0] })).status).toBe(200);
    const again = await postJson(server.port, host(), '/api/auth/verify', { email, code: codes[KEPT_CODES - 1] });
    expect(again.status).toBe(410);
    expect(again.json()).toMatchObject({ reason: 'used' });
  });

  it('answers 422 for a malformed address or code', async () => {
    const bad = await requestCode('not an address');
    expect(bad.status).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'invalid email address' });
    const badCode = await postJson(server.port, host(), '/api/auth/verify', { email: 'a@example.com', code: '12ab' });
    expect(badCode.status).toBe(422);
  });
});

describe('rate limits', () => {
  it(`sends at most ${CODE_REQUESTS_PER_ADDRESS} codes per address in 15 minutes, whatever the client`, async () => {
    const email = 'flood@example.com';
    clock += 60 * 60_000;
    for (let i = 0; i < CODE_REQUESTS_PER_ADDRESS; i++) expect((await requestCode(email)).status).toBe(202);
    const refused = await requestCode(email);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'Too many codes requested for this email address: please wait 15 minutes and try again' });
    clock += 15 * 60_000;
    expect((await requestCode(email)).status).toBe(202);
  });

  it(`takes at most ${CODE_REQUESTS_PER_CLIENT} sign-in requests per client in 15 minutes`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CODE_REQUESTS_PER_CLIENT; i++) expect((await requestCode(`client${i}@example.com`, ip)).status).toBe(202);
    const refused = await requestCode('client-last@example.com', ip);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'Too many sign-in attempts from this device: please wait 15 minutes and try again' });
    const otherSite = await requestCode('client-last@example.com', ip, OTHER);
    expect(otherSite.status, 'the limit is per site and address').toBe(202);
  });
});

describe('watchlist', () => {
  it('adds and removes cars of this dealer only, with their live status', async () => {
    const email = 'watch@example.com';
    await requestCode(email);
    const cookie = cookieOf(await postJson(server.port, host(), '/api/auth/verify', { email, code: codeIn(lastMail(email)) }));
    const car = stock.find((c) => c.status === 'in_stock')!;
    const added = await postJson(server.port, host(), '/api/garage/watchlist', { car_id: car.id }, { headers: { Cookie: cookie } });
    expect(added.status).toBe(201);
    expect(added.json()).toMatchObject({ watchlist: [{ id: car.id, status: 'available', saved_price: car.price, price_changed: false }] });
    const foreign = await postJson(server.port, host(), '/api/garage/watchlist', { car_id: otherStock[0]!.id }, { headers: { Cookie: cookie } });
    expect(foreign.status).toBe(404);
    const removed = await send(server.port, host(), `/api/garage/watchlist/${car.id}`, { method: 'DELETE', headers: { Cookie: cookie } });
    expect(removed.json()).toEqual({ watchlist: [] });
    expect((await send(server.port, host(), '/api/garage/watchlist')).status).toBe(401);
  });

  it('is not there on a site without the garage', async () => {
    const reply = await send(server.port, tenantHost('kiwi-trails-rv', server.port), '/api/auth');
    expect(reply.status).toBe(404);
    expect(reply.json()).toEqual({ error: 'Garage accounts are not enabled on this site' });
  });
});
