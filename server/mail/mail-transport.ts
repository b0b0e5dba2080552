// Where outgoing mail goes: an SMTP server configured by environment (nodemailer), or, with none
// configured, one JSON file per message under DATA_DIR/mail/<slug>/ that `builder-cli mail <slug>`
// prints, so sign-in works on one machine without a mail server.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  id: string;
  tenant: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Epoch milliseconds the message was queued. */
  createdAt: number;
  /** Files sent with the message (a routed lead's ADF XML and uploaded files). */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The text itself, or with `encoding` base64 the bytes (an uploaded file). */
  content: string;
  encoding?: 'base64';
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  deliver(message: MailMessage): Promise<void>;
  close?(): void;
}

export function mailDir(dataDir: string, tenant?: string): string {
  return tenant ? path.join(dataDir, 'mail', tenant) : path.join(dataDir, 'mail');
}

/** Writes `<created ISO>-<id>.json` (owner-only: a message may carry a sign-in code). */
export function fileTransport(dataDir: string): MailTransport {
  return {
    kind: 'file',
    async deliver(message) {
      const dir = mailDir(dataDir, message.tenant);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date(message.createdAt).toISOString().replace(/[:.]/g, '-');
      const body = {
        id: message.id,
        date: new Date(message.createdAt).toISOString(),
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      };
      writeFileSync(path.join(dir, `${stamp}-${message.id}.json`), `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
    },
  };
}

/** SMTP_URL (smtp[s]://user:pass@host:port), or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE. */
function smtpTransportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport | null {
  const url = env.SMTP_URL?.trim();
  const host = env.SMTP_HOST?.trim();
  if (!url && !host) return null;
  const transporter = url
    ? nodemailer.createTransport(url)
    : nodemailer.createTransport({
        host,
        port: Number(env.SMTP_PORT ?? 587),
        secure: env.SMTP_SECURE === 'true',
        ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ ...a })) } : {}),
        messageId: `<${message.id}@dealer-platform>`,
      });
    },
    close: () => transporter.close(),
  };
}

export function mailTransport(dataDir: string, env: NodeJS.ProcessEnv = process.env): MailTransport {
  return smtpTransportFromEnv(env) ?? fileTransport(dataDir);
}
