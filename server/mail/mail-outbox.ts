// The mail outbox: a message is committed to the garage store (garage.sqlite, or the PostgreSQL
// every server shares), then delivered; a failed delivery is retried with doubling delays (30 s up
// to 1 h) and given up after MAX_ATTEMPTS, with the error kept. Every server's timer drains the
// shared outbox: a message is claimed with a lease (next_attempt_at moved past the send, leased_by
// naming the worker; FOR UPDATE SKIP LOCKED on PostgreSQL), so several servers send it once. A
// worker killed mid-send leaves its lease; when it runs out another server sends the message again
// with the same id (its Message-ID): the only repeat allowed.
import { randomBytes } from 'node:crypto';
import type { GarageTables } from '../garage/garage-schema';
import { log } from '../log';
import type { Store } from '../store/database';
import type { MailAttachment, MailMessage, MailTransport } from './mail-transport';

const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 60 * 60_000;
/** How long a claimed message is left to its worker: far longer than an SMTP send takes. */
export const MAIL_LEASE_MS = 2 * 60_000;

type MailRow = GarageTables['mail'];

export interface OutgoingMail {
  tenant: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (a routed lead's ADF XML). */
  attachments?: readonly MailAttachment[] | undefined;
}

/** What the body column keeps besides recipient and subject, so a retry sends the same message. */
interface StoredBody {
  from: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** Queues a message under the caller's id, once (the lead outbox's routed and escalation mail). */
export interface MailQueue {
  queue(id: string, mail: OutgoingMail): Promise<boolean>;
}

export class MailOutbox implements MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running: Promise<void> | undefined;
  /** This worker's name on the rows it leases. */
  readonly owner = `${process.pid}-${randomBytes(6).toString('hex')}`;

  constructor(
    private readonly store: Store<GarageTables>,
    readonly transport: MailTransport,
    private readonly now: () => number = Date.now,
  ) {}

  /** Queues a message, leased to this worker, and makes the first delivery attempt before resolving; a failure is retried later. */
  async send(mail: OutgoingMail): Promise<string> {
    const id = randomBytes(9).toString('base64url');
    await this.queue(id, mail);
    return id;
  }

  /**
   * Queues a message under `id` and makes its first attempt, like send; a message with that id
   * already queued (the caller retrying after a crash) is left to its retries, and false returned.
   */
  async queue(id: string, mail: OutgoingMail): Promise<boolean> {
    const at = this.now();
    const body: StoredBody = { from: mail.from, text: mail.text, ...(mail.attachments?.length ? { attachments: mail.attachments } : {}) };
    const row: MailRow = {
      id,
      tenant: mail.tenant,
      recipient: mail.to,
      subject: mail.subject,
      body: JSON.stringify(body),
      state: 'pending',
      attempts: 0,
      next_attempt_at: at + MAIL_LEASE_MS,
      last_error: null,
      created_at: at,
      leased_by: this.owner,
    };
    const inserted = await this.store.db
      .insertInto('mail')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await this.attempt(row);
    return true;
  }

  /** Claims what is due (on any server's behalf) and sends it; called by the timer, and by tests with their own clock. */
  async deliverDue(limit = 20): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.claimDue(limit);
      for (const row of rows) await this.attempt(row);
      sent += rows.length;
      if (rows.length < limit || this.stopped) return sent;
    }
  }

  /** Due messages, each leased to this worker in one statement, so no other worker sends it meanwhile. */
  async claimDue(limit: number): Promise<MailRow[]> {
    const now = this.now();
    const shared = this.store.dialect === 'postgres';
    const rows = await this.store.db
      .updateTable('mail')
      .set({ next_attempt_at: now + MAIL_LEASE_MS, leased_by: this.owner })
      .where('id', 'in', (sub) =>
        sub
          .selectFrom('mail')
          .select('id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit)
          .$if(shared, (q) => q.forUpdate().skipLocked()),
      )
      // Re-checked on the locked row: a claim that committed meanwhile moved it out of reach.
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .returningAll()
      .execute();
    return rows.sort((a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at) || a.id.localeCompare(b.id));
  }

  /** How many messages are pending, sent and dead (operators, tests). */
  async stats(): Promise<{ pending: number; dead: number; sent: number }> {
    const rows = await this.store.db
      .selectFrom('mail')
      .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    const count = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
    return { pending: count('pending'), dead: count('dead'), sent: count('sent') };
  }

  start(intervalMs = 15_000): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      // One run at a time per worker: a slow SMTP server never stacks runs.
      this.running ??= this.deliverDue()
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err }, 'mail outbox run failed'))
        .finally(() => (this.running = undefined));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for the run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close?.();
  }

  private async attempt(row: MailRow): Promise<void> {
    const stored = JSON.parse(row.body) as StoredBody;
    const message: MailMessage = {
      id: row.id,
      tenant: row.tenant,
      from: stored.from,
      to: row.recipient,
      subject: row.subject,
      text: stored.text,
      createdAt: Number(row.created_at),
      ...(stored.attachments?.length ? { attachments: stored.attachments } : {}),
    };
    const attempts = row.attempts + 1;
    try {
      await this.transport.deliver(message);
      await this.store.db.updateTable('mail').set({ state: 'sent', attempts, last_error: null, leased_by: null }).where('id', '=', row.id).execute();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const dead = attempts >= MAX_ATTEMPTS;
      const next = this.now() + Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
      await this.store.db
        .updateTable('mail')
        .set({ state: dead ? 'dead' : 'pending', attempts, next_attempt_at: next, last_error: reason, leased_by: null })
        .where('id', '=', row.id)
        .where('state', '=', 'pending')
        .execute();
      log.warn({ tenant: row.tenant, mail: row.id, attempts, dead, err: reason }, 'mail delivery failed');
    }
  }
}
