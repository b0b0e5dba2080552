// Shared by the lead integration suites: a temp copy of the tenants with per-test site.json
// changes, raw HTTP with binary bodies and client addresses, multipart bodies, a local receiver
// for deliveries, and lead values generated from each form's JSON Schema.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Tenant } from '../../server/tenants/tenant';
import { ruleOf, type FieldSchema, type StepSchema } from '../../runtime/lib/forms';
import { testTenantsDir } from '../helpers/tenants';

// ---------------------------------------------------------------------------------------------
// Temp tenants and data

export interface Sandbox {
  root: string;
  tenantsDir: string;
  dataDir: string;
  /**
   * Edits a tenant's own site.json in the copy (before the server starts). A tenant whose
   * `leadDelivery` the edit sets loses its lead-routing.json, which would route its leads instead.
   */
  editSite(slug: string, edit: (site: Record<string, unknown>) => void): void;
  remove(): void;
}

export async function makeSandbox(prefix: string): Promise<Sandbox> {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const tenantsDir = path.join(root, 'tenants');
  cpSync(await testTenantsDir(), tenantsDir, { recursive: true });
  return {
    root,
    tenantsDir,
    dataDir: path.join(root, 'data'),
    editSite(slug, edit) {
      const file = path.join(tenantsDir, slug, 'site.json');
      const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      edit(site);
      writeFileSync(file, JSON.stringify(site, null, 2));
      if ('leadDelivery' in site) rmSync(path.join(tenantsDir, slug, 'lead-routing.json'), { force: true });
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client address the server sees (it trusts X-Forwarded-For from loopback), so tests do not share one rate-limit bucket. */
  clientIp?: string;
}

let ipCounter = 0;
/** A fresh documentation-range address per call. */
export function freshIp(): string {
  ipCounter++;
  return `198.51.${100 + Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** One request to 127.0.0.1:port for `host`; resolves with the reply even if the server stops reading the body early. */
export function send(port: number, host: string, urlPath: string, options: SendOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const headers: Record<string, string | number> = { Host: host, Connection: 'close', 'X-Forwarded-For': options.clientIp ?? freshIp(), ...options.headers };
    if (options.body !== undefined) headers['Content-Length'] = Buffer.byteLength(options.body);
    const req = request({ host: '127.0.0.1', port, path: urlPath, method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        settled = true;
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          json: <T>() => {
            try {
              return JSON.parse(body) as T;
            } catch {
              throw new Error(`expected JSON, got ${res.statusCode}: ${body.slice(0, 300)}`);
            }
          },
        });
      });
      res.on('error', (e) => !settled && reject(e));
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`timed out: ${options.method ?? 'GET'} ${host}${urlPath}`)));
    // A server that answers 413 and closes may reset the socket while we are still writing.
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (!settled && e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
      else if (!settled) setTimeout(() => !settled && reject(e), 2_000);
    });
    req.end(options.body);
  });
}

export function postJson(port: number, host: string, urlPath: string, body: unknown, options: SendOptions = {}): Promise<Reply> {
  return send(port, host, urlPath, {
    method: 'POST',
    ...options,
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
  });
}

export function putJson(port: number, host: string, urlPath: string, body: unknown, options: SendOptions = {}): Promise<Reply> {
  return send(port, host, urlPath, {
    method: 'PUT',
    ...options,
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
  });
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----lead-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? `\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The smallest bytes each type's signature check accepts, plus a marker to look for elsewhere. */
export const FILE_BYTES = {
  jpeg: (marker: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(marker)]),
  png: (marker: string) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(marker)]),
  pdf: (marker: string) => Buffer.from(`%PDF-1.4\n${marker}\n%%EOF`),
};

// ---------------------------------------------------------------------------------------------
// A receiver for deliveries

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Status to answer for a path: a function of how many requests that path got before (0-based); a promise holds the answer back. */
  respond(pathname: string, status: (previous: number) => number | Promise<number>): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const rules = new Map<string, (previous: number) => number | Promise<number>>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const pathname = req.url ?? '/';
      const previous = received.filter((r) => r.path === pathname).length;
      received.push({ path: pathname, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = (await rules.get(pathname)?.(previous)) ?? 200;
      // The sender may have gone meanwhile (a killed server): nothing to answer.
      if (res.destroyed) return;
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : `receiver says ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    respond(pathname, status) {
      rules.set(pathname, status);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function waitFor<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// ---------------------------------------------------------------------------------------------
// Lead values from a form's compiled JSON Schema (the loader adds "x-rule" and friends)

const ajv = new Ajv({ strict: false, allowUnionTypes: true });
addFormats.default(ajv);

/** Whether a value passes a field's schema keywords and its "x-rule", as the server will check. */
function passes(schema: FieldSchema, value: unknown): boolean {
  if (!ajv.validate(schema, value)) return false;
  if (typeof value !== 'string') return true;
  const rule = ruleOf(schema);
  return !rule || rule(value).valid;
}

function isoDate(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
}

const PHONES = ['0412 345 678', '021 123 4567', '(817) 555-0142', '0400000000'];

function candidates(name: string, schema: FieldSchema): unknown[] {
  const n = name.toLowerCase();
  const byRule: Record<string, unknown[]> = {
    phone: PHONES,
    postcode: ['4006'],
    email: ['jane.citizen@example.com'],
    name: [n.includes('first') ? 'Jane' : n.includes('middle') ? 'Anne' : n.includes('last') ? 'Citizen' : 'Jane Citizen'],
    dateTime: [`${isoDate(7)}T10:30`],
    date: [isoDate(7)],
    dob: ['1985-06-15'],
    rego: ['ABC123'],
    licenseNumber: ['12345678'],
    cardNumber: ['4111 1111 1111 1111'],
    ccExpiration: ['12/30'],
  };
  const list: unknown[] = [...(byRule[String(schema['x-rule'])] ?? [])];
  if (n.includes('email')) list.push('jane.citizen@example.com');
  if (n.includes('phone') || n.includes('mobile')) list.push(...PHONES);
  if (n.includes('postcode') || n.includes('zip')) list.push('4006', '76137');
  if (n.includes('name')) list.push('Jane Citizen');
  list.push('Please call me after 3 pm about this vehicle.', 'Toyota', 'Test', '1234', '12345', isoDate(7), `${isoDate(7)}T10:30`);
  return list;
}

/** A value that passes the field's schema and rule, preferring a realistic one for its name. */
export function validValue(name: string, schema: FieldSchema, tenant?: Tenant): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  if (schema.enum?.length) return schema.enum.find((v) => v !== '' && v !== null) ?? schema.enum[0];
  // The server keeps a dealership only when it is one of the site's.
  if (name === 'dealership_slug' && tenant) return tenant.site.dealerships?.[0]?.slug ?? tenant.slug;
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) {
    const wanted = name.includes('year') ? 2020 : 15_000;
    return Math.min(schema.maximum ?? wanted, Math.max(schema.minimum ?? 0, wanted));
  }
  if (types.includes('array')) {
    const items = (schema.items ?? {}) as FieldSchema;
    return items.enum?.length ? [items.enum[0]] : [validValue(name, items, tenant)];
  }
  const found = candidates(name, schema).find((v) => passes(schema, v));
  if (found === undefined) throw new Error(`no valid test value for field "${name}" (${JSON.stringify(schema)}): add a candidate in leads-support.ts`);
  return found;
}

/** A value the field's schema or rule rejects, or undefined when every value of its type is valid. */
export function invalidValue(name: string, schema: FieldSchema): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined) return schema.minimum - 1;
    if (schema.maximum !== undefined) return schema.maximum + 1;
    return 'not a number';
  }
  if (!types.includes('string') && !schema.enum) return undefined;
  const tries: unknown[] = ['not-an-option', 'not an email', 'J4ne!', '12', '!!!', 'not-a-date', 'x'.repeat((schema.maxLength ?? 0) + 1)];
  return tries.find((v) => !passes(schema, v));
}

export interface FormField {
  name: string;
  step: number;
  schema: FieldSchema;
  /** Required, or required while shown (a conditional field whose condition the valid lead meets). */
  required: boolean;
}

export function formFields(tenant: Tenant, formName: string): FormField[] {
  const form = tenant.forms[formName]!;
  return form.steps.flatMap((step, index) => {
    const s = step.schema as StepSchema;
    return Object.entries(s.properties ?? {}).map(([name, schema]) => ({
      name,
      step: index,
      schema,
      required: (s.required ?? []).includes(name) || schema['x-required'] === true,
    }));
  });
}

/** Fields whose value is a booked slot (`bookingSlot`): only a time the server offers now passes, so tests book them on purpose. */
export function slotFieldNames(tenant: Tenant, formName: string): Set<string> {
  const names = new Set<string>();
  for (const step of tenant.forms[formName]!.steps)
    for (const [name, ui] of Object.entries((step.uiSchema ?? {}) as Record<string, { 'ui:widget'?: string; 'ui:field'?: string }>))
      if (ui?.['ui:widget'] === 'bookingSlot' || ui?.['ui:field'] === 'bookingSlot') names.add(name);
  return names;
}

/** Every field of the form (or of one step) filled with a valid value; an optional booking slot is left out. */
export function validFields(tenant: Tenant, formName: string, step?: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const slots = slotFieldNames(tenant, formName);
  for (const f of formFields(tenant, formName)) {
    if (step !== undefined && f.step !== step) continue;
    if (slots.has(f.name) && !f.required) continue;
    values[f.name] = validValue(f.name, f.schema, tenant);
  }
  return values;
}
