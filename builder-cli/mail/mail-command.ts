// builder-cli mail <slug> [--to <address>] [--last] [--format json]: the messages the server wrote
// to DATA_DIR/mail/<slug>/ when no SMTP server is configured (sign-in codes and the like), oldest
// first, so the whole garage flow can be tried on one machine.
import type { Command } from 'commander';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailDir } from '../../server/mail/mail-transport';
import { tenantsDir } from '../../server/tenants/tenant-dirs';
import { cell, printErr, printJson, printOut } from '../terminal-output';
import { EXIT, UsageError } from '../usage-error';

interface MailOptions {
  to?: string;
  last?: boolean;
  format?: string;
  dataDir?: string;
}

interface StoredMail {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

function readMail(dataDir: string, slug: string): StoredMail[] {
  const dir = mailDir(dataDir, slug);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as StoredMail);
}

function mailCommand(slug: string, opts: MailOptions): number {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new UsageError(`"${slug}" is not a tenant slug`);
  const format = opts.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
  const dataDir = path.resolve(opts.dataDir ?? process.env.DATA_DIR ?? 'data');
  const known = existsSync(path.join(tenantsDir(), slug, 'site.json'));
  let messages = readMail(dataDir, slug);
  if (!messages.length && !known) throw new UsageError(`unknown tenant "${slug}": no ${path.join(tenantsDir(), slug, 'site.json')} and no mail`);
  const to = opts.to?.trim().toLowerCase();
  if (to) messages = messages.filter((m) => m.to.toLowerCase() === to);
  if (opts.last) messages = messages.slice(-1);
  if (format === 'json') {
    printJson(messages);
    return EXIT.ok;
  }
  if (!messages.length) {
    printErr(
      `No mail for ${slug}${to ? ` to ${to}` : ''} in ${mailDir(dataDir, slug)} (with SMTP_URL or SMTP_HOST set, mail goes to the SMTP server instead).`,
    );
    return EXIT.ok;
  }
  // Header values are one line each (an escaped line break cannot fake another header); the body keeps its lines.
  printOut(
    messages
      .map((m) => [`Date: ${cell(m.date)}`, `From: ${cell(m.from)}`, `To: ${cell(m.to)}`, `Subject: ${cell(m.subject)}`, '', m.text].join('\n'))
      .join('\n\n----\n\n'),
  );
  return EXIT.ok;
}

export function registerMailCommand(program: Command): void {
  program
    .command('mail')
    .description('Print the mail the server wrote for a tenant when no SMTP server is configured (DATA_DIR/mail/<slug>/).')
    .argument('<slug>', 'tenant slug')
    .option('--to <address>', 'only mail to this address')
    .option('--last', 'only the newest message')
    .option('--format <format>', 'text or json', 'text')
    .option('--data-dir <dir>', 'the server data folder (default: DATA_DIR, else ./data)')
    .action((slug: string, opts: MailOptions) => {
      process.exitCode = mailCommand(slug, opts);
    });
}
