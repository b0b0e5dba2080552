// builder-cli validate reads block contracts and the tenant loader only: validating a tenant
// loads no React, React Router or rjsf (issue 9: a React-free block contract).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../helpers/tenants';

it('validating every sample tenant loads no React, React Router, React Query or rjsf module', () => {
  const script = path.join(repoRoot, 'tests', 'helpers', 'validate-loaded-modules.ts');
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, [script, ...['riverbend-mazda', 'kiwi-trails-rv'].map((s) => path.join(repoRoot, 'tenants', s))], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stderr.trim().split('\n').at(-1)!) as { code: number; loaded: string[] };
  expect(report.code).toBe(0);
  // The check sees CommonJS packages: make sure it saw the loader's own (ajv), so an empty list cannot pass.
  expect(report.loaded.some((f) => f.includes('/node_modules/ajv/'))).toBe(true);
  expect(report.loaded.filter((f) => /\/node_modules\/(react|react-dom|react-router|react-is|scheduler|@tanstack|@rjsf)\//.test(f))).toEqual([]);
}, 60_000);
