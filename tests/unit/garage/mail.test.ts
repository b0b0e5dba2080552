// The mail outbox with its file transport (retries and several workers: tests/unit/store/mail-outbox.test.ts), and
// `builder-cli mail <slug>` printing what the file transport wrote (the real bin.js in a child process).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GARAGE_AREA, type GarageTables } from '../../../server/garage/garage-schema';
import { openStore } from '../../../server/store/database';
import { MailOutbox } from '../../../server/mail/mail-outbox';
import { fileTransport, mailDir } from '../../../server/mail/mail-transport';
import { repoRoot } from '../../helpers/tenants';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['builder-cli/bin.js', ...args], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('mail outbox', () => {
  it('writes owner-only files with the file transport, and builder-cli mail prints them', async () => {
    const store = await openStore<GarageTables>(GARAGE_AREA, { dataDir });
    let now = Date.parse('2026-11-24T10:00:00Z');
    const outbox = new MailOutbox(store, fileTransport(dataDir), () => now);
    await outbox.send({
      tenant: 'riverbend-mazda',
      from: '"Riverbend" <no-reply@x>',
      to: 'a@example.com',
      subject: 'Code 111111',
      text: 'Your code is 111111',
    });
    now += 1000;
    await outbox.send({
      tenant: 'riverbend-mazda',
      from: '"Riverbend" <no-reply@x>',
      to: 'b@example.com',
      subject: 'Code 222222',
      text: 'Your code is 222222',
    });
    await store.close();
    const dir = mailDir(dataDir, 'riverbend-mazda');
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);

    const [all, last, toA, json, unknown] = await Promise.all([
      cli(['mail', 'riverbend-mazda']),
      cli(['mail', 'riverbend-mazda', '--last']),
      cli(['mail', 'riverbend-mazda', '--to', 'A@example.com']),
      cli(['mail', 'riverbend-mazda', '--format', 'json']),
      cli(['mail', 'no-such-dealer']),
    ]);
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/To: a@example.com\nSubject: Code 111111\n\nYour code is 111111[\s\S]*To: b@example.com/);
    expect(last.stdout).not.toContain('111111');
    expect(last.stdout).toContain('Your code is 222222');
    expect(toA.stdout).toContain('111111');
    expect(toA.stdout).not.toContain('222222');
    expect(JSON.parse(json.stdout).map((m: { to: string }) => m.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^builder-cli: unknown tenant "no-such-dealer"/);
  });
});
