// builder-cli migrate --lead-routing (issue 19): a tenant's site.json leadDelivery becomes a
// lead-routing.json with one default rule to the same destinations; without --write it is shown.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli, type CliResult } from './cli-run';

let dir: string;
const out: Record<string, CliResult> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-migrate-routing-'));
  await cp(path.join(repoRoot, 'tests/fixtures/checks'), dir, { recursive: true });
  const env = { TENANTS_DIR: dir };
  out.plain = await runCli(['migrate'], { cwd: dir, env });
  out.dry = await runCli(['migrate', '--lead-routing'], { cwd: dir, env });
  out.write = await runCli(['migrate', '--lead-routing', '--write'], { cwd: dir, env });
  out.again = await runCli(['migrate', '--lead-routing'], { cwd: dir, env });
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('builder-cli migrate --lead-routing', () => {
  it('without the option nothing is proposed', () => {
    expect(out.plain).toMatchObject({ code: 0, stdout: '' });
  });

  it('shows the new file without --write, and writes nothing', () => {
    expect(out.dry!.code).toBe(0);
    expect(out.dry!.stdout).toContain('+++ acme/lead-routing.json (new, from site.json leadDelivery)');
    expect(out.dry!.stdout).toContain('+      "id": "default",');
    expect(out.dry!.stderr).toBe('1 document to migrate: run again with --write to apply\n');
  });

  it('--write writes one default rule with the same destinations; the next run has nothing to do', async () => {
    expect(out.write).toMatchObject({ code: 0, stderr: 'migrated 1 document\n' });
    const site = JSON.parse(await readFile(path.join(dir, 'acme/site.json'), 'utf8')) as { leadDelivery: unknown[] };
    const routing = JSON.parse(await readFile(path.join(dir, 'acme/lead-routing.json'), 'utf8')) as Record<string, unknown>;
    expect(routing).toEqual({
      $schema: '../../schemas/editor/lead-routing.partial.schema.json',
      schemaVersion: 1,
      rules: [{ id: 'default', default: true, destinations: site.leadDelivery }],
    });
    expect(site.leadDelivery.length).toBeGreaterThan(0);
    expect(existsSync(path.join(dir, 'base/lead-routing.json'))).toBe(false);
    expect(out.again).toMatchObject({ code: 0, stdout: '', stderr: 'every document is at the current schemaVersion\n' });
  });
});
