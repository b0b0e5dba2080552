// bin.js's choice between the bundled CLI (dist/cli) and the TypeScript sources through tsx.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledEntry } from '../../builder-cli/bundled-entry.js';

let root: string;
const BUILT_AT = Date.UTC(2026, 10, 28, 12, 0, 0);
const main = () => path.join(root, 'dist', 'cli', 'main.js');

function source(file: string, mtime: number): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, mtime / 1000, mtime / 1000);
}

function bundle(inputs: string[]): void {
  mkdirSync(path.join(root, 'dist', 'cli'), { recursive: true });
  writeFileSync(main(), '');
  writeFileSync(path.join(root, 'dist', 'cli', 'inputs.json'), JSON.stringify({ builtAt: BUILT_AT, inputs }));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cli-bundle-'));
  source('builder-cli/main.ts', BUILT_AT - 60_000);
  source('server/leads/lead-store.ts', BUILT_AT - 1);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('bundledEntry', () => {
  it('is null when there is no bundle', () => {
    expect(bundledEntry(root, ['validate'])).toBeNull();
  });

  it('is the bundle while every input is as old as the build', () => {
    bundle(['builder-cli/main.ts', 'server/leads/lead-store.ts']);
    expect(bundledEntry(root, ['validate', 'tenants/acme'])).toBe(main());
    expect(bundledEntry(root, ['--help'])).toBe(main());
    expect(bundledEntry(root, [])).toBe(main());
  });

  it.each([
    ['an input edited 1 ms after the build started', () => source('server/leads/lead-store.ts', BUILT_AT + 1)],
    ['an input deleted', () => rmSync(path.join(root, 'server/leads/lead-store.ts'))],
  ])('is null after %s', (_, change) => {
    bundle(['builder-cli/main.ts', 'server/leads/lead-store.ts']);
    change();
    expect(bundledEntry(root, ['leads', 'acme'])).toBeNull();
  });

  it('an input edited exactly when the build started still counts as built', () => {
    source('server/leads/lead-store.ts', BUILT_AT);
    bundle(['builder-cli/main.ts', 'server/leads/lead-store.ts']);
    expect(bundledEntry(root, ['leads', 'acme'])).toBe(main());
  });

  it.each([['preview'], ['edit']])('`%s` serves the sources through Vite, so it always runs from source', (command) => {
    bundle(['builder-cli/main.ts']);
    expect(bundledEntry(root, [command, 'acme', '--port', '0'])).toBeNull();
  });

  it('is null for an unreadable manifest (a build in progress)', () => {
    bundle(['builder-cli/main.ts']);
    writeFileSync(path.join(root, 'dist', 'cli', 'inputs.json'), '{"builtAt": 1');
    expect(bundledEntry(root, ['validate'])).toBeNull();
  });
});
