// A lead with an attached file, posted to server A on PostgreSQL, delivered by server B: A is
// SIGKILLed while its webhook send is held, after its 201; B starts later with its own empty
// DATA_DIR and, once A's lease runs out, sends the lead with the file's exact bytes, read from
// `upload_blobs` (nothing of the file stays on A's disk).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tenantHost } from '../helpers/http';
import { freshDatabase } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { FILE_BYTES, makeSandbox, multipart, send, startReceiver, validFields, waitFor, type Receiver, type Sandbox } from './leads-support';
import { allDelivered, dataDirIn, LEAD_DEALER, leadDealer, leadForm, pgQuery } from './scale-out-support';

/** A send may take this long; its lease is this plus 5 s, after which another server sends it again. */
const DELIVERY_TIMEOUT_MS = 1000;

const sandbox: Sandbox = await makeSandbox('scale-out-uploads-');
const receiver: Receiver = await startReceiver();
const dealer = await leadDealer(sandbox, receiver);
const form = leadForm(dealer);
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  await receiver.close();
  sandbox.remove();
});

interface HookBody {
  lead: Record<string, unknown>;
  files?: { field: string; name: string; mime: string; size: number; data?: string }[];
}

describe('uploads in the database', () => {
  it('a lead whose file arrived at server A is delivered by server B with the file’s exact bytes', async () => {
    const databaseUrl = await freshDatabase();
    const env = { DATABASE_URL: databaseUrl, LEAD_DELIVERY_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS), LEAD_RETRY_BASE_MS: '500' };
    const start = async () => {
      const dataDir = dataDirIn(sandbox);
      const server = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir, env });
      running.push(server);
      return { server, dataDir };
    };
    // A's send is held until A is dead, so A never sees it answered.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    receiver.respond('/hook', async (previous) => {
      if (previous === 0) await gate;
      return 200;
    });

    const { server: a, dataDir: aDir } = await start();
    const bytes = Buffer.concat([FILE_BYTES.pdf('uploads-in-the-database'), randomBytes(3 * 1024 * 1024)]);
    const { body, contentType } = multipart([
      { name: 'lead', value: JSON.stringify({ lead: { form, ...validFields(dealer, form) } }) },
      { name: 'document', value: bytes, filename: 'licence.pdf', type: 'application/pdf' },
    ]);
    const reply = await send(a.port, tenantHost(LEAD_DEALER, a.port), '/api/leads/with-files', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });
    expect(reply.status, reply.body).toBe(201);
    const id = reply.json<{ id: string }>().id;

    const [blob] = await pgQuery<{ tenant: string; size: number }>(databaseUrl, 'SELECT tenant, length(data) AS size FROM upload_blobs');
    expect(blob).toEqual({ tenant: LEAD_DEALER, size: bytes.length });
    expect(readdirSync(path.join(aDir, 'uploads', LEAD_DEALER)), 'the staged file left A’s disk').toEqual([]);

    await waitFor('A’s webhook send held', () => receiver.received.some((r) => r.path === '/hook'));
    expect(await a.stop('SIGKILL')).toBeNull();
    const killedAt = Date.now();
    release();

    // B is the only server alive from here on: whatever reaches the webhook now, B sent.
    await start();
    await allDelivered(databaseUrl, [id], 20_000);
    const fromB = receiver.received.filter((r) => r.path === '/hook' && r.at > killedAt);
    expect(fromB).toHaveLength(1);
    expect(fromB[0]!.headers['idempotency-key']).toBe(`${id}-0`);
    const [file] = (JSON.parse(fromB[0]!.body) as HookBody).files ?? [];
    expect(file).toMatchObject({ field: 'document', name: 'licence.pdf', mime: 'application/pdf', size: bytes.length });
    expect(Buffer.from(file!.data ?? '', 'base64').equals(bytes)).toBe(true);
  }, 60_000);
});
