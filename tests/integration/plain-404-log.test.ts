// A car path that cannot be a slug (`/cars/index.html`, a `.`, `<` or `'`) is a plain 404, the
// unknown-car page, and writes no error line to the server log (issue 25). The built server runs in
// a child process with LOG_LEVEL=error, so the test reads exactly what an operator would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, tenantHost } from '../helpers/http';
import { repoRoot, testTenantsDir } from '../helpers/tenants';

const SLUG = 'riverbend-mazda';
let child: ChildProcess;
let port = 0;
let output = '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'plain-404-'));

beforeAll(async () => {
  const tenants = await testTenantsDir();
  const script = `const m = await import(${JSON.stringify(path.join(repoRoot, 'dist/server/server.js'))});
const s = await m.startServer({ mode: 'production', port: 0, tenantsDir: ${JSON.stringify(tenants)}, dataDir: ${JSON.stringify(dataDir)} });
process.stderr.write('PORT ' + s.port + '\\n');
process.stdin.on('end', () => s.close().then(() => process.exit(0))); process.stdin.resume();`;
  child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, LOG_LEVEL: 'error', VITEST: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const m = /PORT (\d+)/.exec(err);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}, 60_000);

afterAll(async () => {
  child?.stdin?.end();
  await new Promise((resolve) => child?.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a car path that cannot be a slug', () => {
  it.each(['/cars/index.html', '/cars/a.b', "/cars/o'neil", '/cars/a%3Cb'])('%s is the unknown-car 404 page, with no error logged', async (p) => {
    const before = output.length;
    const res = await get(port, tenantHost(SLUG, port), p);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // Let any line the request wrote reach us before reading the log.
    await new Promise((resolve) => setImmediate(resolve));
    const errors = output
      .slice(before)
      .split('\n')
      .filter((line) => line.includes('"level":50') && !line.includes('online purchase is off'));
    expect(errors).toEqual([]);
  });
});
