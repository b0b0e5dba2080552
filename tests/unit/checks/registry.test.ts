// Every check is one complete folder: builder-cli/checks/<code>/ with index.ts (meta and run), a test
// beside it and docs.md; the registry, the CheckCode type and the docs pages are generated from them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHECKS, LOADER_CODES, docsOfCode } from '../../../builder-cli/checks/registry';
import { checkFolders, checkRegistry } from '../../../builder-cli/gen-checks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ruleCodes = readFileSync(path.join(root, 'docs/rule-codes.md'), 'utf8');

describe('check registry', () => {
  it('builder-cli/checks/registry.gen.ts equals a fresh generation from the folders (run npm run gen)', () => {
    const generated = checkRegistry();
    expect(readFileSync(path.join(root, generated.target), 'utf8')).toBe(generated.content);
  });

  it('has one check per folder, in folder order', () => {
    expect(CHECKS.map((c) => c.meta.code)).toEqual(checkFolders());
    expect(CHECKS.length).toBeGreaterThan(0);
  });

  it.each(CHECKS.map((c) => [c.meta.code, c] as const))('%s is a complete folder: index.ts, index.test.ts, docs.md, its generated page', (code, check) => {
    const folder = path.join(root, 'builder-cli/checks', code);
    expect(existsSync(path.join(folder, 'index.test.ts'))).toBe(true);
    expect(readFileSync(path.join(folder, 'docs.md'), 'utf8')).toMatch(/\*\*Trigger:\*\*/);
    expect(check.meta.docs).toBe(`docs/checks/${code}.md`);
    expect(readFileSync(path.join(root, check.meta.docs), 'utf8')).toMatch(new RegExp(`^# ${code}\\n`));
    expect(['error', 'warning', 'info']).toContain(check.meta.severity);
    expect(check.meta.description.length).toBeGreaterThan(10);
  });

  it('codes are unique and distinct from the loader rules', () => {
    const codes = CHECKS.map((c) => c.meta.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(LOADER_CODES).not.toContain(code);
  });

  it.each(LOADER_CODES.map((c) => [c]))('loader rule %s has its section in docs/rule-codes.md', (code) => {
    expect(ruleCodes).toContain(`\n## ${code}\n`);
    expect(docsOfCode(code)).toBe(`docs/rule-codes.md#${code}`);
  });
});
