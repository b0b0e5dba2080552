// docs/leads.md's POST /api/leads example posts as written to a one-dealership site (issue 24
// defect 5): the server fills what the page's form fills for the visitor (the dealership, the
// only location, the default category). Only the captcha placeholder is replaced by a solution.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { leadDatabasePath } from '../../server/leads/lead-store';
import { startTestServer } from '../helpers/server';
import { repoRoot } from '../helpers/tenants';
import { makeSandbox, postJson, type Sandbox } from './leads-support';
import { solvedAltcha } from './altcha-support';

const SLUG = 'riverbend-mazda';
const docs = readFileSync(path.join(repoRoot, 'docs', 'leads.md'), 'utf8');
const section = docs.slice(docs.indexOf('### `POST /api/leads`'));
const example = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];
const key = /Idempotency-Key: (\S+)/.exec(section)?.[1];

let sandbox: Sandbox;
let server: RunningServer;
beforeAll(async () => {
  sandbox = await makeSandbox('leads-docs-');
  server = await startTestServer(sandbox.tenantsDir, { dataDir: sandbox.dataDir });
});
afterAll(async () => {
  await server?.close();
  sandbox?.remove();
});

it("docs/leads.md's example creates a lead on a one-dealership site", async () => {
  expect(example, 'a ```json block in the POST /api/leads section').toBeDefined();
  const host = `${SLUG}.localhost:${server.port}`;
  const altcha = await solvedAltcha(server.port, host);
  const body = JSON.parse(example!.replace("<the ALTCHA widget's value>", altcha)) as { lead: Record<string, unknown> };
  const res = await postJson(server.port, host, '/api/leads', body, { headers: { 'Idempotency-Key': key! } });
  expect(res.status, res.body).toBe(201);
  const db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true });
  const row = db.prepare('SELECT payload FROM leads WHERE id = ?').get(res.json<{ id: string }>().id) as { payload: string };
  db.close();
  const stored = JSON.parse(row.payload) as Record<string, unknown>;
  expect(stored).toMatchObject({ category: 'General', dealership_slug: SLUG, location: 'Riverbend Mazda Sales' });
});
