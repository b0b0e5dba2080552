// tests/helpers/env.ts: the server project's env guard (tests/setup/env-guard.ts) and the files
// that set variables for their servers rely on these two.
import { afterEach, describe, expect, it } from 'vitest';
import { envChanges, restoreEnv } from '../helpers/env';

describe('envChanges', () => {
  it.each([
    { before: { A: '1' }, after: { A: '1' }, changed: [] },
    { before: { A: '1' }, after: { A: '2' }, changed: ['A'] },
    { before: { A: '1' }, after: {}, changed: ['A'] },
    { before: {}, after: { B: '' }, changed: ['B'] },
    { before: { B: '1', A: '1' }, after: { A: '0', C: '1' }, changed: ['A', 'B', 'C'] },
  ])('$before -> $after: $changed', ({ before, after, changed }) => {
    expect(envChanges(before, after)).toEqual(changed);
  });
});

describe('restoreEnv', () => {
  const saved = { ...process.env };
  afterEach(() => restoreEnv(saved));

  it('removes added variables, puts back removed and changed ones, and keeps process.env a string-only object', () => {
    const key = Object.keys(saved).find((k) => saved[k] !== undefined)!;
    const before = { ...process.env };
    process.env.TEST_ENV_HELPERS_ADDED = '1';
    delete process.env[key];
    process.env.PATH = '/nowhere';
    restoreEnv(before);
    expect(envChanges(before, process.env)).toEqual([]);
    (process.env as Record<string, unknown>).TEST_ENV_HELPERS_NUMBER = 5;
    expect(process.env.TEST_ENV_HELPERS_NUMBER).toBe('5');
  });
});
