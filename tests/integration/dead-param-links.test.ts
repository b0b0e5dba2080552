// Issue 20, "links checked against the tenant's data": a dead one-segment link in a tenant's own
// header (an override of the car template's navigation) matches /:modelSlug, the model page. The
// linter names its file, line and column, the server answers it 404 from the same table, and
// `builder-cli routes` prints the values the parameter ranges over.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { repoRoot } from '../helpers/tenants';

const slug = 'riverbend-mazda';
const dead = '/no-such-page';
let dir: string;
let siteText: string;
let server: RunningServer;

function cli(args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'builder-cli/bin.js'), ...args], { cwd: dir, env: { ...process.env, TENANTS_DIR: dir } });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dead-links-'));
  for (const folder of ['_templates', slug]) cpSync(path.join(repoRoot, 'tenants', folder), path.join(dir, folder), { recursive: true });
  const file = path.join(dir, slug, 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  site.navigation = {
    header: [
      { label: 'Home', href: '/' },
      { label: 'Specials', href: dead },
      { label: 'CX-5', href: '/cx5' },
      { label: 'Our Stock', href: '/cars/' },
    ],
  };
  siteText = JSON.stringify(site, null, 2) + '\n';
  writeFileSync(file, siteText);
  server = await startTestServer(dir);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** 1-based line and column of the first occurrence of `text` in the written site.json. */
function position(text: string): string {
  const lines = siteText.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return `${line + 1}:${lines[line]!.indexOf(text) + 1}`;
}

describe('a dead one-segment link in a tenant’s own header', () => {
  it('builder-cli validate names its file, line and column, with did-you-mean over the model slugs', async () => {
    const { code, stdout } = await cli(['validate', slug]);
    expect(code).toBe(1);
    const lines = stdout.split('\n').filter((l) => l.includes(' internal-link '));
    const model = 'names no record of /:modelSlug (modelSlug: models.json slugs), so it would show the 404 page';
    expect(lines).toEqual([
      `${slug}/site.json:${position(`"${dead}"`)} error internal-link /navigation/header/1/href link "${dead}" ${model}`,
      `${slug}/site.json:${position('"/cx5"')} error internal-link /navigation/header/2/href link "/cx5" ${model} [suggestion: did you mean "/cx-5"?]`,
    ]);
  });

  it('the server answers it 404, and a model the tenant has 200', async () => {
    const host = tenantHost(slug, server.port);
    expect((await get(server.port, host, dead)).status).toBe(404);
    expect((await get(server.port, host, '/cx5')).status).toBe(404);
    expect((await get(server.port, host, '/cx-5')).status).toBe(200);
    for (const address of ['/offers/no-such-offer', '/blog/no-such-post', '/contact-us/nowhere'])
      expect((await get(server.port, host, address)).status).toBe(404);
  });

  it('builder-cli routes prints the values each parameter ranges over', async () => {
    const { code, stdout } = await cli(['routes', slug]);
    expect(code).toBe(0);
    const models = stdout.split('\n\n').find((s) => s.startsWith('/:modelSlug '));
    expect(models?.split('\n')[0]).toBe('/:modelSlug  :modelSlug is one of the models.json slugs (11):');
    expect(models?.split('\n')).toContain('  cx-5');
    expect(stdout).toContain('/contact-us/:locationSlug  :locationSlug is one of the location slugs shown on this site (1):\n  riverbend-mazda\n');
  });
});
