// Control characters (issue 25): every JSON API refuses them in any text a visitor sends (422 with
// the field), the multipart lead route too, and `builder-cli mail` / `leads` escape what an older
// store still holds instead of sending it to the operator's terminal.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { runCli } from '../unit/cli-run';

// Any control character a terminal acts on, other than LF (TAB is harmless and kept).
// eslint-disable-next-line no-control-regex -- what the test looks for
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
import { FILE_BYTES, makeSandbox, multipart, postJson, send, type Sandbox } from './leads-support';

const SLUG = 'riverbend-mazda';
const sandbox: Sandbox = await makeSandbox('control-chars-');
sandbox.editSite(SLUG, (site) => {
  site.garage_enabled = true;
});
let server: RunningServer;
const host = () => tenantHost(SLUG, server.port);

beforeAll(async () => {
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
});
afterAll(async () => {
  await server?.close();
  sandbox.remove();
});

describe('refused at input', () => {
  it.each([
    ['ESC', 'buyer\u001b[31m@example.com', 'U+001B'],
    ['NUL', 'buyer\u0000@example.com', 'U+0000'],
    ['DEL', 'buyer\u007f@example.com', 'U+007F'],
    ['C1 CSI', 'buyer\u009b2J@example.com', 'U+009B'],
  ])('a garage sign-in email with %s is 422 on the email field, and no mail is written', async (_, email, name) => {
    const reply = await postJson(server.port, host(), '/api/auth/code', { email });
    expect(reply.status).toBe(422);
    expect(reply.json()).toEqual({
      error: `Text must not contain control characters: ${name} in /email`,
      fields: { email: 'must not contain control characters' },
    });
  });

  it('a clean address is still accepted (202)', async () => {
    expect((await postJson(server.port, host(), '/api/auth/code', { email: 'clean@example.com' })).status).toBe(202);
  });

  it('a lead field with ESC is 422 on that field, before the captcha or the form is looked at', async () => {
    const reply = await postJson(server.port, host(), '/api/leads', {
      lead: { form: 'contact', first_name: 'Ann\u001b]0;pwned\u0007', email: 'a@example.com' },
    });
    expect(reply.status).toBe(422);
    expect(reply.json<{ fields: Record<string, string> }>().fields).toEqual({ first_name: 'must not contain control characters' });
  });

  it('line breaks and tabs in a message stay allowed (the refusal is not what answers)', async () => {
    const reply = await postJson(server.port, host(), '/api/leads', { lead: { form: 'contact', message: 'line one\r\nline\ttwo' } });
    expect(reply.status).toBeLessThan(500);
    expect(reply.body).not.toMatch(/control characters/);
  });

  it('a key holding a control character is refused too', async () => {
    const reply = await postJson(server.port, host(), '/api/leads', { lead: { form: 'contact', 'x\u0001': 'y' } });
    expect(reply.status).toBe(422);
    expect(reply.json<{ error: string }>().error).toBe('Text must not contain control characters: U+0001 in /lead/x\u0001');
  });

  it('a booking contact with NUL is 422 on the field', async () => {
    const reply = await postJson(server.port, host(), '/api/bookings', {
      kind: 'service',
      location_id: '1',
      start: '2030-01-01T09:00:00Z',
      contact: { name: 'Bo\u0000b', email: 'b@example.com' },
    });
    expect(reply.status).toBe(422);
    expect(reply.json<{ fields: Record<string, string> }>().fields).toEqual({ name: 'must not contain control characters' });
  });

  it('a checkout reservation with DEL in the email is 422', async () => {
    const reply = await postJson(server.port, host(), '/api/checkout/reservations', { car_id: 1, email: 'x\u007f@example.com' });
    expect(reply.status).toBe(422);
    expect(reply.json<{ fields: Record<string, string> }>().fields).toEqual({ email: 'must not contain control characters' });
  });

  it('the multipart lead route refuses them in the lead JSON and in a file name', async () => {
    const inLead = multipart([{ name: 'lead', value: JSON.stringify({ lead: { form: 'contact', last_name: 'Smith\u001b[2J' } }) }]);
    const a = await send(server.port, host(), '/api/leads/with-files', { method: 'POST', headers: { 'Content-Type': inLead.contentType }, body: inLead.body });
    expect(a.status).toBe(422);
    expect(a.json<{ fields: Record<string, string> }>().fields).toEqual({ last_name: 'must not contain control characters' });
    // A raw ESC in a part header is already malformed multipart (400); RFC 5987's filename* carries it encoded.
    const boundary = 'ctl-test-boundary';
    const inName = {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="lead"\r\n\r\n${JSON.stringify({ lead: { form: 'contact' } })}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename*=UTF-8''front%1B%5B8m.jpg\r\nContent-Type: image/jpeg\r\n\r\n`),
        FILE_BYTES.jpeg('x'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
    const b = await send(server.port, host(), '/api/leads/with-files', { method: 'POST', headers: { 'Content-Type': inName.contentType }, body: inName.body });
    expect(b.status, b.body).toBe(422);
    expect(b.json<{ fields: Record<string, string> }>().fields).toEqual({ photos: 'must not contain control characters' });
  });
});

describe('escaped in CLI output', () => {
  it('builder-cli mail prints a stored message with ESC, NUL and DEL escaped, in text and JSON', async () => {
    const dataDir = path.join(sandbox.root, 'cli-data');
    const dir = path.join(dataDir, 'mail', SLUG);
    mkdirSync(dir, { recursive: true });
    // As a store written before the input rule could hold it.
    writeFileSync(
      path.join(dir, '0001.json'),
      JSON.stringify({
        id: '1',
        date: '2026-11-24T10:00:00Z',
        from: 'site@example.com',
        to: 'x\u001b[31m@example.com',
        subject: 'Hi\r\nBcc: evil@example.com',
        text: 'Code\u0000 123456\u007f\u009b2J\nbye',
      }),
    );
    const env = { DATA_DIR: dataDir, TENANTS_DIR: sandbox.tenantsDir };
    const text = await runCli(['mail', SLUG], { env });
    expect(text.code).toBe(0);
    expect(text.stdout).not.toMatch(RAW_CONTROL);
    expect(text.stdout).toContain('To: x\\u001b[31m@example.com');
    expect(text.stdout).toContain('Subject: Hi\\u000d\\u000aBcc: evil@example.com');
    expect(text.stdout).toContain('Code\\u0000 123456\\u007f\\u009b2J\nbye');
    const json = await runCli(['mail', SLUG, '--format', 'json'], { env });
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    expect((JSON.parse(json.stdout) as { text: string }[])[0]!.text).toBe('Code\u0000 123456\u007f\u009b2J\nbye');
  });
});
