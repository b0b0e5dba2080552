// Every check is complete: a docs page, a test beside it, a unique code, and the shape theme-check uses.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHECKS, LOADER_CODES, docsOfCode } from '../../../builder-cli/checks/registry';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const index = readFileSync(path.join(root, 'docs/checks/README.md'), 'utf8');
const ruleCodes = readFileSync(path.join(root, 'docs/rule-codes.md'), 'utf8');

describe('check registry', () => {
  it.each(CHECKS.map((c) => [c.meta.code, c] as const))('%s has a docs page, a test, an index row and a module named after it', (code, check) => {
    expect(check.meta.docs).toBe(`docs/checks/${code}.md`);
    expect(readFileSync(path.join(root, check.meta.docs), 'utf8')).toMatch(new RegExp(`^# ${code}\\n`));
    expect(existsSync(path.join(root, `tests/unit/checks/${code}.test.ts`))).toBe(true);
    expect(existsSync(path.join(root, `builder-cli/checks/${code}.ts`))).toBe(true);
    expect(index).toContain(`[${code}](${code}.md)`);
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
