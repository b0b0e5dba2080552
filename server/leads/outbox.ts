// The delivery outbox: a worker in the server process that sends each stored lead to its tenant's
// leadDelivery destinations (JSON webhook, ADF XML), retries failures with exponential backoff and
// leaves a delivery dead after the last attempt, for `builder-cli leads <slug> --resend`. Delivery is
// at least once: receivers drop repeats by the Idempotency-Key header (docs/leads.md). Routed emails
// and escalations are handed to the mail outbox (server/mail/mail-outbox.ts), which sends and retries them.
import { randomBytes } from 'node:crypto';
import type { Tenant } from '../tenants/tenant';
import type { MailQueue } from '../mail/mail-outbox';
import { log } from '../log';
import type { AcknowledgeLinks } from './acknowledge-links';
import { nextAttemptAt } from './backoff';
import { routingRule } from './lead-routing';
import type { Delivery, LeadStore } from './lead-store';
import type { EscalatedLead } from './lead-routes';
import type { LeadSettings } from './lead-settings';
import { prepareDelivery } from './prepare-delivery';

/** The worker looks for due deliveries at least this often (the CLI may have queued a resend). */
const POLL_MS = 5_000;
/** Sends at once to one destination (LEAD_DELIVERY_CONCURRENCY). */
const DEFAULT_CONCURRENCY = 2;
/** Sends at once over all destinations (LEAD_DELIVERY_MAX_PARALLEL). */
const DEFAULT_MAX_PARALLEL = 64;
const LEASE_MARGIN_MS = 5_000;

export interface OutboxOptions {
  store: LeadStore;
  tenantOf: (slug: string) => Tenant | undefined;
  settings: Pick<LeadSettings, 'retryBaseMs' | 'retryCapMs' | 'maxAttempts' | 'deliveryTimeoutMs'> &
    Partial<Pick<LeadSettings, 'deliveryConcurrency' | 'deliveryMaxParallel'>>;
  fetch?: typeof fetch;
  now?: () => number;
  env?: NodeJS.ProcessEnv;
  /** Where email destinations and escalations are queued: the mail outbox, which sends and retries them. */
  mail?: MailQueue;
  /** Signs the acknowledge links of routed emails. */
  links?: AcknowledgeLinks;
}

/** Bounds how many sends run at once across every destination. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

/**
 * One queue per destination (a site's leadDelivery entry), each worked by its own lane with at
 * most `deliveryConcurrency` sends at a time, so a slow or dead CRM only ever holds its own queue.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private sent = 0;
  private readonly lanes = new Map<string, Promise<void>>();
  private readonly slots: Slots;
  private readonly fetch: typeof fetch;
  now: () => number;
  private readonly env: NodeJS.ProcessEnv;
  /** Told of every failed attempt (the failure counter of /metrics); `dead` when no retry follows. */
  onFailure: ((tenant: string, dead: boolean) => void) | undefined;
  /** Told of every escalation this worker queued (the escalation counter of /metrics). */
  onEscalated: ((tenant: string) => void) | undefined;
  /** This worker's lease mark: a lease with another mark at start belongs to a crashed process. */
  readonly owner = `${process.pid}-${randomBytes(6).toString('hex')}`;

  constructor(private readonly options: OutboxOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.env = options.env ?? process.env;
    this.slots = new Slots(options.settings.deliveryMaxParallel ?? DEFAULT_MAX_PARALLEL);
  }

  async start(): Promise<void> {
    const { store } = this.options;
    // A store of its own (SQLite): a lease of another worker is a dead process's. Shared: it may be a live server's, whose lease runs out.
    const released = store.shared ? 0 : await store.releaseLeases(this.owner, this.now());
    if (released) log.warn({ deliveries: released }, 'lead deliveries interrupted by a previous stop: retrying now');
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all(this.lanes.values());
  }

  /** A lead was just committed: look for due deliveries now rather than at the next poll. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), Math.max(0, delayMs));
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let next: number | undefined;
    try {
      await this.escalate();
      await this.startLanes();
      // Deliveries due now are in the lanes just started; wake for the next one that is not due yet, or the next escalation.
      const [delivery, escalation] = await Promise.all([this.options.store.nextDueAfter(this.now()), this.options.store.nextEscalationAt()]);
      next = delivery === undefined ? escalation : escalation === undefined ? delivery : Math.min(delivery, escalation);
    } catch (error) {
      // The database is unreachable: try again at the next poll.
      log.error({ err: error }, 'lead outbox pass failed');
    }
    this.schedule(next === undefined ? POLL_MS : Math.min(POLL_MS, next - this.now()));
  }

  /** Queues the escalation mail of every routed lead whose timer ran out unacknowledged (the timers are rows). */
  async escalate(): Promise<EscalatedLead[]> {
    const escalated = await this.options.store.escalateDue(this.now(), (slug, rule) => {
      const tenant = this.options.tenantOf(slug);
      return tenant ? routingRule(tenant, rule)?.escalation : undefined;
    });
    for (const { tenant, lead } of escalated) {
      log.warn({ tenant, lead }, 'lead not acknowledged in time: escalation queued');
      this.onEscalated?.(tenant);
    }
    return escalated;
  }

  /** Starts a lane for every destination with a due delivery that has none running. */
  private async startLanes(): Promise<void> {
    if (this.stopped) return;
    for (const { tenant, rule, destination } of await this.options.store.dueDestinations(this.now())) {
      if (this.stopped) return;
      const key = `${tenant}\n${rule ?? ''}\n${destination}`;
      if (this.lanes.has(key)) continue;
      const lane = this.runLane(tenant, rule, destination)
        .catch((error: unknown) => log.error({ err: error, tenant, destination }, 'lead delivery lane failed'))
        .finally(() => {
          this.lanes.delete(key);
          this.kick(); // a retry scheduled meanwhile, or a delivery queued while this lane ran
        });
      this.lanes.set(key, lane);
    }
  }

  private async runLane(tenant: string, rule: string | null, destination: number): Promise<void> {
    const { settings, store } = this.options;
    // A lease outlives any one send (its timeout) so a second worker never sends the same delivery at once.
    const lease = settings.deliveryTimeoutMs + LEASE_MARGIN_MS;
    const worker = async () => {
      while (!this.stopped) {
        // Asks for one (the claim's pick is a materialized CTE, so it honours the limit) and sends
        // every row it got: a leased row left unsent would wait for its lease to run out.
        const claimed = await store.claimDue(tenant, this.now(), lease, 1, { destination, rule, owner: this.owner });
        if (!claimed.length) return;
        for (const delivery of claimed) {
          await this.slots.acquire();
          try {
            if (this.stopped) return; // the lease is released at the next start
            await this.attempt(delivery);
            this.sent++;
          } finally {
            this.slots.release();
          }
        }
      }
    };
    const width = Math.max(1, settings.deliveryConcurrency ?? DEFAULT_CONCURRENCY);
    await Promise.all(Array.from({ length: width }, worker));
  }

  /** Escalates what is due, sends every delivery due now and waits for the lanes to drain; returns how many were attempted. */
  async runOnce(): Promise<number> {
    const before = this.sent;
    await this.escalate();
    await this.startLanes();
    while (this.lanes.size) await Promise.all(this.lanes.values());
    return this.sent - before;
  }

  private async attempt(delivery: Delivery): Promise<void> {
    const { store, settings } = this.options;
    const attempts = delivery.attempts + 1;
    const context = { tenant: delivery.tenant, lead: delivery.leadId, rule: delivery.rule, destination: delivery.destination, kind: delivery.kind, attempts };
    try {
      const prepared = await prepareDelivery(delivery, { store, tenantOf: this.options.tenantOf, env: this.env, links: this.options.links, now: this.now() });
      if (prepared.kind === 'mail') {
        if (!this.options.mail) throw new Error('no mail outbox');
        // Queued under the delivery's key: after a crash between these two steps the retry queues nothing twice.
        const { id, createdAt: _createdAt, ...message } = prepared.message;
        await this.options.mail.queue(id, message);
        await store.markDelivered(delivery.tenant, delivery.id, attempts, new Date(this.now()));
        log.info({ ...context, mail: id }, 'lead mail queued in the mail outbox');
        return;
      }
      const { request } = prepared;
      const response = await this.fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(settings.deliveryTimeoutMs),
        redirect: 'error',
      });
      const excerpt = response.ok ? '' : (await response.text().catch(() => '')).slice(0, 200);
      if (!response.ok) throw new Error(`HTTP ${response.status}${excerpt ? `: ${excerpt}` : ''}`);
      await response.body?.cancel().catch(() => undefined);
      await store.markDelivered(delivery.tenant, delivery.id, attempts, new Date(this.now()));
      log.info(context, 'lead delivered');
    } catch (error) {
      const message =
        error instanceof Error ? (error.name === 'TimeoutError' ? `timed out after ${settings.deliveryTimeoutMs} ms` : error.message) : String(error);
      const next = nextAttemptAt(attempts, this.now(), settings);
      await store.markFailed(delivery.tenant, delivery.id, attempts, message, next);
      this.onFailure?.(delivery.tenant, next === null);
      if (next === null) log.error({ ...context, error: message }, 'lead delivery dead: run builder-cli leads --failed');
      else log.warn({ ...context, error: message, retryInMs: next - this.now() }, 'lead delivery failed; will retry');
    }
  }
}
