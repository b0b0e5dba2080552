// builder-cli new driven through a pseudo-terminal (util-linux `script`): with a terminal attached
// and no flags, it asks for every answer, and writes the tenant those answers describe.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCALE_IDS } from '../../runtime/lib/locales';
import { bin, repoRoot } from '../unit/cli-run';

const stripAnsi = (s: string) => s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''); // eslint-disable-line no-control-regex -- terminal escapes

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cli-new-pty-'));
  await cp(path.join(repoRoot, 'tenants/_templates'), path.join(root, '_templates'), { recursive: true });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

it('asks for slug, template, name, locale, state, domain, manufacturer and dealerships, then creates the tenant', async () => {
  const child = spawn('script', ['-qfec', `${process.execPath} ${bin} new`, '/dev/null'], {
    cwd: repoRoot,
    env: { ...process.env, TENANTS_DIR: root, TERM: 'xterm' },
  });
  let output = '';
  let consumed = 0;
  const waiters: { text: string; resolve: () => void }[] = [];
  // Resolves the waiting prompts, in order, whose text has appeared since the last one matched.
  const settle = () => {
    for (let w = waiters[0]; w; w = waiters[0]) {
      const at = stripAnsi(output).indexOf(w.text, consumed);
      if (at < 0) break;
      consumed = at + w.text.length;
      waiters.shift();
      w.resolve();
    }
  };
  child.stdout.setEncoding('utf8').on('data', (c: string) => ((output += c), settle()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  /** Waits for a prompt to appear, then types the answer (Enter submits; ESC [ B is the down arrow). */
  const answer = async (prompt: string, keys: string) => {
    await Promise.race([
      new Promise<void>((resolve) => (waiters.push({ text: prompt, resolve }), settle())),
      exited.then(() => Promise.reject(new Error(`exited before "${prompt}":\n${stripAnsi(output)}`))),
    ]);
    child.stdin.write(keys);
  };

  await answer('Slug (folder name', 'pty-motors\r');
  await answer('Template:', '\x1b[B\r'); // caravan-rv, second in the list
  await answer('Dealer name:', 'PTY Motors\r');
  // en-NZ, at its place in the list of locale modules (en-AU, en-GB, en-NZ, en-US).
  await answer('Locale:', `${'\x1b[B'.repeat(LOCALE_IDS.indexOf('en-NZ'))}\r`);
  await answer('State or region', 'Canterbury\r');
  await answer('Primary domain', 'WWW.pty-motors.co.nz\r');
  await answer('Manufacturer, lower case', '\r');
  await answer('Number of dealerships:', '\r');
  expect(await exited).toBe(0);
  expect(stripAnsi(output)).toContain('created ');

  const site = JSON.parse(await readFile(path.join(root, 'pty-motors/site.json'), 'utf8'));
  expect(site).toMatchObject({
    slug: 'pty-motors',
    name: 'PTY Motors',
    template: 'caravan-rv',
    extends: ['caravan-rv'],
    locale: 'en-NZ',
    state: 'Canterbury',
    domains: ['www.pty-motors.co.nz'],
  });
  expect(site.manufacturer).toBeUndefined();
  expect(site.dealerships).toHaveLength(1);
}, 60_000);
