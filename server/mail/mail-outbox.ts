// The mail outbox: a message is committed to garage.sqlite, then delivered; a failed delivery is
// retried with doubling delays (30 s up to 1 h) and given up after MAX_ATTEMPTS, with the error kept.
import { randomBytes } from 'node:crypto';
import type { GarageDatabase } from '../garage/garage-db';
import { log } from '../log';
import type { MailMessage, MailTransport } from './mail-transport';

const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 60 * 60_000;

interface MailRow {
  id: string;
  tenant: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  created_at: number;
}

export interface OutgoingMail {
  tenant: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: GarageDatabase,
    readonly transport: MailTransport,
    private readonly now: () => number = Date.now,
  ) {}

  /** Queues a message and makes the first delivery attempt before resolving; a failure is retried later. */
  async send(mail: OutgoingMail): Promise<string> {
    const id = randomBytes(9).toString('base64url');
    const at = this.now();
    // The From header is kept with the body so a retry sends the same message.
    this.db
      .prepare(
        "INSERT INTO mail (id, tenant, recipient, subject, body, state, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?)",
      )
      .run(id, mail.tenant, mail.to, mail.subject, JSON.stringify({ from: mail.from, text: mail.text }), at, at);
    await this.attempt(id);
    return id;
  }

  /** Retries whatever is due; called by the timer, and by tests with their own clock. */
  async deliverDue(): Promise<void> {
    const due = this.db.prepare("SELECT id FROM mail WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at").all(this.now()) as {
      id: string;
    }[];
    for (const { id } of due) await this.attempt(id);
  }

  start(intervalMs = 15_000): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.deliverDue().catch((err: unknown) => log.error({ err }, 'mail outbox run failed')), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.transport.close?.();
  }

  private async attempt(id: string): Promise<void> {
    const row = this.db.prepare("SELECT id, tenant, recipient, subject, body, attempts, created_at FROM mail WHERE id = ? AND state = 'pending'").get(id) as
      MailRow | undefined;
    if (!row) return;
    const stored = JSON.parse(row.body) as { from: string; text: string };
    const message: MailMessage = {
      id: row.id,
      tenant: row.tenant,
      from: stored.from,
      to: row.recipient,
      subject: row.subject,
      text: stored.text,
      createdAt: row.created_at,
    };
    try {
      await this.transport.deliver(message);
      this.db.prepare("UPDATE mail SET state = 'sent', attempts = attempts + 1, last_error = NULL WHERE id = ?").run(id);
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      const dead = attempts >= MAX_ATTEMPTS;
      const next = this.now() + Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
      this.db
        .prepare('UPDATE mail SET state = ?, attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?')
        .run(dead ? 'dead' : 'pending', attempts, next, reason, id);
      log.warn({ tenant: row.tenant, mail: id, attempts, dead, err: reason }, 'mail delivery failed');
    }
  }
}
