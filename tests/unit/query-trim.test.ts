import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEEDS_TRIMMED, STAND_INS, standInFor } from '../../build/query-trim';
import { repoRoot } from '../helpers/tenants';

const CORE = path.join(repoRoot, 'node_modules/@tanstack/query-core/build/modern');
const exportsOf = (code: string) =>
  [...code.matchAll(/^export (?:\{([^}]*)\}|class (\w+)|function (\w+))/gm)]
    .flatMap((m) => (m[1] ? m[1].split(',') : [m[2] ?? m[3]!]))
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();

describe('query-trim', () => {
  it.each([
    ['./mutation.js', `${CORE}/mutationCache.js`, 'mutation.js'],
    ['./infiniteQueryBehavior.js', `${CORE}/query.js`, 'infiniteQueryBehavior.js'],
    ['./mutation.js', `${CORE}/mutationObserver.js`, 'mutation.js'],
    // Other query-core modules, the same name elsewhere, and bare imports stay as they are.
    ['./query.js', `${CORE}/queryClient.js`, null],
    ['./mutation.js', '/work/app/runtime/data/mutation.ts', null],
    ['@tanstack/query-core', '/work/app/runtime/entry-client.tsx', null],
    ['./mutation.js', undefined, null],
  ])('%s from %s becomes %s', (source, importer, expected) => {
    expect(standInFor(source, importer)).toBe(expected);
  });

  it("stands in for every export of the installed query-core's trimmed modules", () => {
    for (const [file, standIn] of Object.entries(STAND_INS)) expect(exportsOf(standIn), file).toEqual(exportsOf(readFileSync(path.join(CORE, file), 'utf8')));
  });

  it('fails a use of a trimmed module loudly', async () => {
    for (const [file, standIn] of Object.entries(STAND_INS)) {
      const module = (await import(`data:text/javascript,${encodeURIComponent(standIn)}`)) as Record<string, () => unknown>;
      for (const [name, fn] of Object.entries(module))
        expect(() => (name === 'Mutation' ? new (fn as unknown as new () => unknown)() : fn()), `${file} ${name}`).toThrow(/left out of the browser build/);
    }
  });

  it('names the observers that need the trimmed modules', () => {
    expect(NEEDS_TRIMMED.test(`${CORE}/mutationObserver.js`)).toBe(true);
    expect(NEEDS_TRIMMED.test(`${CORE}/infiniteQueryObserver.js`)).toBe(true);
    expect(NEEDS_TRIMMED.test(`${CORE}/queryObserver.js`)).toBe(false);
  });
});
