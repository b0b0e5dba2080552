// `builder-cli stock ...` through its public surface: the real bin.js in child processes, each
// against its own temporary TENANTS_DIR (the committed tenants/ are never written). Spawns cost
// about a second each, so they all start at once in beforeAll and the tests read the results;
// usage errors and --dry-run are covered in-process by stock-commands.test.ts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStock, STOCK_SCHEMA_REF } from '../../../builder-cli/stock/generate';
import { loadProfiles, selectProfile } from '../../../builder-cli/stock/profile';
import { formatStockJson } from '../../../builder-cli/stock/stock-file';
import { readTenantInfo } from '../../../builder-cli/stock/tenant-info';
import { repoRoot } from '../../helpers/tenants';
import { sampleCars, tempTenants, toCsv } from './stock-fixtures';

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('STOCK_') && k !== 'PORT'));
    const child = spawn(process.execPath, ['builder-cli/bin.js', ...args], { cwd: repoRoot, env: { ...clean, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

interface Recorded {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
async function server(status: number, body: object) {
  const requests: Recorded[] = [];
  const s = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: text });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  servers.push(s);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, requests };
}

async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

const feeds = mkdtempSync(path.join(tmpdir(), 'stock-feeds-'));
const csvCars = sampleCars('riverbend-mazda', 12);
const jsonCars = sampleCars('lone-star-trucks', 8);
const validCsv = path.join(feeds, 'riverbend.csv');
const validJson = path.join(feeds, 'lone-star.json');
const invalidCsv = path.join(feeds, 'broken.csv');
writeFileSync(validCsv, toCsv(csvCars));
writeFileSync(validJson, JSON.stringify(jsonCars, null, 2));
// Line 1 header, 2 ok, 3 bad price and status, 4 blank, 5 duplicate slug of line 2 and missing make.
writeFileSync(
  invalidCsv,
  [
    'id,name,slug,make,model,year,price,status,car_type,dealership_id,show_on_dealer_website',
    '1,2024 Mazda CX-5,cx-5-1,Mazda,CX-5,2024,36990,in_stock,new,1101,true',
    '2,2023 Mazda3,mazda3-2,Mazda,Mazda3,2023,POA,sold out,used,1101,true',
    '',
    '3,2022 Mazda2,cx-5-1,,Mazda2,2022,19990,in_stock,used,1101,true',
    '',
  ].join('\n'),
);

const dirs = {
  csvOk: tempTenants(['riverbend-mazda']),
  json401: tempTenants(['lone-star-trucks']),
  invalid: tempTenants(['riverbend-mazda']),
  noServer: tempTenants(['lone-star-trucks']),
  generate: tempTenants(['southern-cross-autos']),
};
const stockFile = (dir: string, slug: string) => path.join(dir, slug, 'stock.json');

let accepting: Awaited<ReturnType<typeof server>>;
let refusing: Awaited<ReturnType<typeof server>>;
const results = {} as Record<'csvOk' | 'json401' | 'invalid' | 'noServer' | 'generate', CliResult>;

beforeAll(async () => {
  accepting = await server(200, { cars: 12, skipped: 0 });
  refusing = await server(401, { error: 'Invalid admin key' });
  const port = String(await closedPort());
  const runs: [keyof typeof results, Promise<CliResult>][] = [
    [
      'csvOk',
      cli(['stock', 'import', 'riverbend-mazda', validCsv], {
        TENANTS_DIR: dirs.csvOk,
        STOCK_SERVER_URL: accepting.url,
        STOCK_ADMIN_KEY_RIVERBEND_MAZDA: 'rb-secret',
        STOCK_ADMIN_KEY: 'shared',
      }),
    ],
    [
      'json401',
      cli(['stock', 'import', 'lone-star-trucks', validJson], { TENANTS_DIR: dirs.json401, STOCK_SERVER_URL: refusing.url, STOCK_ADMIN_KEY: 'wrong' }),
    ],
    ['invalid', cli(['stock', 'import', 'riverbend-mazda', invalidCsv], { TENANTS_DIR: dirs.invalid, STOCK_SERVER_URL: accepting.url })],
    ['noServer', cli(['stock', 'import', 'lone-star-trucks', validJson], { TENANTS_DIR: dirs.noServer, PORT: port })],
    [
      'generate',
      cli(['stock', 'generate', 'southern-cross-autos', '--count', '40', '--seed', '9', '--now', '2026-06-01T12:00:00Z'], { TENANTS_DIR: dirs.generate }),
    ],
  ];
  for (const [name, run] of runs) results[name] = await run;
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  for (const dir of [feeds, ...Object.values(dirs)]) rmSync(dir, { recursive: true, force: true });
});

describe('builder-cli stock import', () => {
  it('imports a valid CSV: writes the typed cars atomically and asks the server to reindex with Host, key and body', () => {
    expect(results.csvOk.code, results.csvOk.stderr).toBe(0);
    // Only channel-feed warnings (rows the website takes but Google or Meta would leave out), at their CSV cell.
    for (const line of results.csvOk.stdout.split('\n').filter(Boolean)) expect(line).toMatch(/\.csv:\d+:\d+ warning feed-[a-z-]+ \/cars\/\d+/);
    expect(results.csvOk.stderr).toMatch(
      /^stock written to .*riverbend-mazda\/stock\.json: 12 cars .*; the server at http:\/\/127\.0\.0\.1:\d+\/api\/admin\/stock reindexed it/,
    );
    expect(JSON.parse(readFileSync(stockFile(dirs.csvOk, 'riverbend-mazda'), 'utf8'))).toEqual({
      $schema: STOCK_SCHEMA_REF,
      schemaVersion: 1,
      cars: csvCars.map((c) => ({ price_type: null, ...c })),
    }); // a CSV cell per column: no price type reads back as null
    expect(readdirSync(path.join(dirs.csvOk, 'riverbend-mazda')).sort()).toEqual(['locations.json', 'site.json', 'stock.json']); // no temp file left
    expect(accepting.requests.filter((r) => r.headers.host === 'riverbend-mazda.localhost')).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/admin/stock',
        body: '{"reload":true}',
        headers: expect.objectContaining({ authorization: 'Bearer rb-secret' }),
      }),
    ]);
  });

  it("exits 1 and prints the server's error when it refuses the key (the stock is already written)", () => {
    expect(results.json401.code).toBe(1);
    expect(results.json401.stderr).toContain('refused to reindex: 401 Invalid admin key (set STOCK_ADMIN_KEY_LONE_STAR_TRUCKS or STOCK_ADMIN_KEY');
    expect(refusing.requests.map((r) => [r.headers.host, r.headers.authorization, r.body])).toEqual([
      ['lone-star-trucks.localhost', 'Bearer wrong', '{"reload":true}'],
    ]);
    expect(JSON.parse(readFileSync(stockFile(dirs.json401, 'lone-star-trucks'), 'utf8')).cars).toEqual(jsonCars);
  });

  it('exits 1 for an invalid CSV, naming each line and field, and writes nothing and calls no server', () => {
    expect(results.invalid.code).toBe(1);
    const file = path.relative(repoRoot, invalidCsv).startsWith('..') ? invalidCsv : path.relative(repoRoot, invalidCsv);
    expect(results.invalid.stdout.split('\n')).toEqual([
      `${file}:3 error stock-row /price must be number or null`,
      `${file}:3 error stock-row /status must be one of "in_stock", "coming_soon", "sold"`,
      `${file}:5 error stock-row /make missing required property "make"`,
      `${file}:5 error stock-row /slug duplicate slug "cx-5-1": also used by the car on line 2`,
      '',
    ]);
    expect(results.invalid.stderr).toBe(`${file}: 4 problems on 2 lines of 3 cars: nothing written (--skip-invalid imports the other rows)\n`);
    expect(existsSync(stockFile(dirs.invalid, 'riverbend-mazda'))).toBe(false);
    expect(accepting.requests.filter((r) => r.headers.host === 'riverbend-mazda.localhost')).toHaveLength(1); // only csvOk's
  });

  it('writes the stock and exits 0 with a note when no server is running', () => {
    expect(results.noServer.code, results.noServer.stderr).toBe(0);
    expect(results.noServer.stderr).toMatch(
      /; no server at http:\/\/127\.0\.0\.1:\d+\/api\/admin\/stock to reindex — it will load the new stock when it starts\n$/,
    );
    expect(existsSync(stockFile(dirs.noServer, 'lone-star-trucks'))).toBe(true);
  });
});

describe('builder-cli stock generate', () => {
  it('writes exactly what the generator makes for the options given', () => {
    expect(results.generate.code, results.generate.stderr).toBe(0);
    expect(results.generate.stderr).toMatch(
      /^wrote .*southern-cross-autos\/stock\.json: 40 cars \(40 used; 3 sold, 2 coming soon\) from profile car-used-group, seed 9, now 2026-06-01T12:00:00Z\n$/,
    );
    const tenant = readTenantInfo(dirs.generate, 'southern-cross-autos');
    const expected = generateStock({ tenant, profile: selectProfile(loadProfiles(), tenant.traits)!, seed: 9, count: 40, now: '2026-06-01T12:00:00Z' });
    expect(readFileSync(stockFile(dirs.generate, 'southern-cross-autos'), 'utf8')).toBe(formatStockJson(expected));
  });
});
