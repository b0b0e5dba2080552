// Property-based tests of POST /api/leads/with-files: well-formed bodies with odd parts, and bodies
// cut, spliced or corrupted at any byte. Always a success or 4xx {error}, never a 5xx or a hang, and
// no upload is left on disk by a refused request. Seeded (FUZZ_SEED), sized by FUZZ_RUNS.
import fc from 'fast-check';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Tenant } from '../../server/tenants/tenant';
import { uploadDir } from '../../server/leads/uploads';
import { tenantHost } from '../helpers/http';
import { loadTenants } from '../helpers/tenants';
import { FILE_BYTES, makeSandbox, send, validFields, type Sandbox } from '../integration/leads-support';
import { assertWellFormed, check, jsonValue, nastyString } from './fuzz-support';

const sandbox: Sandbox = await makeSandbox('fuzz-multipart-');
const slug = (await loadTenants(sandbox.tenantsDir))[0]!.slug;
sandbox.editSite(slug, (site) => (site.captcha = { provider: 'off' }));
const tenant: Tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === slug)!;
const form = Object.hasOwn(tenant.forms, 'enquiry') ? 'enquiry' : Object.keys(tenant.forms)[0]!;

let server: RunningServer;
beforeAll(async () => {
  const { startServer } = await import('../../server/server');
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
});
afterAll(async () => {
  await server?.close();
  sandbox.remove();
});

interface GenPart {
  name: string;
  filename: string | null;
  type: string | null;
  value: Buffer;
}

const headerText = fc.oneof(
  fc.constantFrom('lead', 'altcha', 'photo', 'file[]', 'a"b', '', '__proto__', 'lead[form]', 'x\u00e9'),
  fc.string({ maxLength: 12 }).map((s) => s.replace(/[\r\n]/g, '')),
);
const fileBytes = fc.oneof(
  fc.constantFrom(FILE_BYTES.jpeg('x'), FILE_BYTES.png('x'), FILE_BYTES.pdf('x'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
);
const leadText = fc.oneof(
  fc.constant(JSON.stringify({ lead: { form, ...validFields(tenant, form) } })),
  fc.constant(JSON.stringify({ form, ...validFields(tenant, form) })),
  jsonValue.map((v) => JSON.stringify(v)),
  nastyString,
);
const part: fc.Arbitrary<GenPart> = fc.oneof(
  fc.record({ name: fc.constant('lead'), filename: fc.constant(null), type: fc.constant(null), value: leadText.map((s) => Buffer.from(s)) }),
  fc.record({
    name: headerText,
    filename: fc.option(
      fc.oneof(
        fc.constantFrom('a.jpg', '../../x.pdf', 'C:\\x.png', '', 'a"b.jpg'),
        fc.string({ maxLength: 20 }).map((s) => s.replace(/[\r\n"]/g, '')),
      ),
    ),
    type: fc.option(
      fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf', 'text/html', 'application/octet-stream', 'image/jpeg; x=1', ''),
    ),
    value: fileBytes,
  }),
);

function encode(parts: GenPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== null ? `; filename="${p.filename}"` : ''}`;
    const type = p.type !== null ? `\r\nContent-Type: ${p.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), p.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** How a well-formed body is damaged before sending. */
const damage = fc.oneof(
  fc.constant((b: Buffer) => b),
  fc.nat().map((n) => (b: Buffer) => b.subarray(0, b.length ? n % b.length : 0)),
  fc.tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 16 })).map(([n, junk]) => (b: Buffer) => {
    const at = b.length ? n % b.length : 0;
    return Buffer.concat([b.subarray(0, at), Buffer.from(junk), b.subarray(at)]);
  }),
  fc.tuple(fc.nat(), fc.constantFrom('\r\n', '--', '\r\n\r\n', '"', ';')).map(([n, s]) => (b: Buffer) => {
    const at = b.length ? n % b.length : 0;
    return Buffer.concat([b.subarray(0, at), Buffer.from(s), b.subarray(at + 1)]);
  }),
);

const contentType = (boundary: string) =>
  fc.constantFrom(
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary="${boundary}"`,
    'multipart/form-data',
    `multipart/form-data; boundary=${boundary}x`,
    'multipart/mixed; boundary=b0',
    `multipart/form-data; boundary=${boundary}; charset=utf-16`,
  );

describe('POST /api/leads/with-files under hostile input', () => {
  it('answers success or 4xx {error}, and a refused request leaves no file behind', async () => {
    await check(
      'POST /api/leads/with-files',
      fc.asyncProperty(fc.array(part, { maxLength: 6 }), damage, contentType('b0'), async (parts, hurt, type) => {
        const dir = uploadDir(sandbox.dataDir, slug);
        const before = existsSync(dir) ? readdirSync(dir).length : 0;
        const body = hurt(encode(parts, 'b0'));
        const reply = await send(server.port, tenantHost(slug, server.port), '/api/leads/with-files', {
          method: 'POST',
          headers: { 'Content-Type': type },
          body,
        });
        assertWellFormed(reply, `multipart ${type} ${body.subarray(0, 200).toString('latin1')}`);
        if (reply.status >= 400) {
          // multer removes a refused request's files as it finishes; give the unlink a moment.
          for (let i = 0; i < 40 && existsSync(dir) && readdirSync(dir).length > before; i++) await new Promise((r) => setTimeout(r, 25));
          expect(existsSync(dir) ? readdirSync(dir).length : 0, `files left by a ${reply.status}`).toBe(before);
        }
      }),
      Number(process.env.FUZZ_RUNS ?? 120),
    );
  }, 120_000);
});
