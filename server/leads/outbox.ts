// The delivery outbox: a worker in the server process that sends each stored lead to its tenant's
// leadDelivery destinations (JSON webhook, ADF XML), retries failures with exponential backoff and
// leaves a delivery dead after the last attempt, for `builder-cli leads <slug> --resend`.
import type { Tenant } from '../tenants/tenant';
import type { LeadDestination } from '../../schemas/types/site';
import { log } from '../log';
import { leadToAdf, currencyOf } from './adf';
import { nextAttemptAt } from './backoff';
import type { Delivery, LeadStore, StoredLead } from './lead-store';
import type { LeadSettings } from './lead-settings';

export const PROVIDER_NAME = 'Dealer Platform';
/** The worker looks for due deliveries at least this often (the CLI may have queued a resend). */
const POLL_MS = 5_000;

export interface OutboxOptions {
  store: LeadStore;
  tenantOf: (slug: string) => Tenant | undefined;
  settings: Pick<LeadSettings, 'retryBaseMs' | 'retryCapMs' | 'maxAttempts' | 'deliveryTimeoutMs'>;
  fetch?: typeof fetch;
  now?: () => number;
  env?: NodeJS.ProcessEnv;
}

export interface OutgoingRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** "$env:NAME" header values come from the environment, so secrets stay out of tenant files. */
export function resolveHeaders(headers: Readonly<Record<string, string | undefined>> | undefined, env: NodeJS.ProcessEnv): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    const variable = /^\$env:([A-Za-z_][A-Za-z0-9_]*)$/.exec(value)?.[1];
    if (!variable) resolved[name] = value;
    else if (env[variable] !== undefined) resolved[name] = env[variable]!;
    else throw new Error(`header ${name}: environment variable ${variable} is not set`);
  }
  return resolved;
}

/** Form field titles by field name, for readable ADF comments. */
function fieldLabels(tenant: Tenant, formName: string): Record<string, string> {
  const labels: Record<string, string> = {};
  const form = Object.hasOwn(tenant.forms, formName) ? tenant.forms[formName] : undefined;
  for (const step of form?.steps ?? []) {
    const props = (step.schema as { properties?: Record<string, { title?: unknown }> }).properties ?? {};
    for (const [name, prop] of Object.entries(props)) if (typeof prop.title === 'string') labels[name] = prop.title;
  }
  return labels;
}

/** The HTTP request that delivers a lead to one destination. */
export function deliveryRequest(
  destination: LeadDestination,
  lead: StoredLead,
  tenant: Tenant,
  files: readonly { field: string; originalName: string; mime: string; size: number }[],
  env: NodeJS.ProcessEnv,
  deliveryKey: string,
): OutgoingRequest {
  const common = { 'User-Agent': 'dealer-platform-leads/1', 'Idempotency-Key': deliveryKey, ...resolveHeaders(destination.headers, env) };
  if (destination.kind === 'webhook') {
    const body: Record<string, unknown> = { lead: lead.payload };
    if (files.length) body.files = files.map((f) => ({ field: f.field, name: f.originalName, mime: f.mime, size: f.size }));
    return { url: destination.url, headers: { 'Content-Type': 'application/json', ...common }, body: JSON.stringify(body) };
  }
  const site = tenant.site;
  const dealershipSlug = lead.payload.dealership_slug;
  const dealership = site.dealerships?.find((d) => d.slug === dealershipSlug);
  const xml = leadToAdf(lead.payload, {
    vendorName: destination.vendorName ?? dealership?.name ?? site.name,
    vendorPhone: site.phone,
    vendorEmail: site.email,
    providerName: PROVIDER_NAME,
    providerUrl: site.url,
    requestDate: new Date(lead.createdAt),
    currency: currencyOf(site.locale),
    fieldLabels: fieldLabels(tenant, lead.form),
  });
  return { url: destination.url, headers: { 'Content-Type': 'application/xml; charset=utf-8', ...common }, body: xml };
}

export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly env: NodeJS.ProcessEnv;

  constructor(private readonly options: OutboxOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.env = options.env ?? process.env;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** A lead was just committed: look for due deliveries now rather than at the next poll. */
  kick(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), Math.max(0, delayMs));
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'lead outbox pass failed'))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    const next = this.options.store.nextDueAt();
    this.schedule(next === undefined ? POLL_MS : Math.min(POLL_MS, next - this.now()));
  }

  /** Sends every delivery due now (tenants in parallel, one delivery at a time per tenant). */
  async runOnce(): Promise<number> {
    const { store } = this.options;
    const lease = this.options.settings.deliveryTimeoutMs * 3 + 5_000;
    const tenants = store.tenantsWithDueDeliveries(this.now());
    const counts = await Promise.all(
      tenants.map(async (slug) => {
        let sent = 0;
        for (let batch = store.claimDue(slug, this.now(), lease); batch.length && !this.stopped; batch = store.claimDue(slug, this.now(), lease)) {
          for (const delivery of batch) {
            if (this.stopped) break; // the lease runs out and a later pass sends it
            await this.attempt(delivery);
            sent++;
          }
        }
        return sent;
      }),
    );
    return counts.reduce((a, b) => a + b, 0);
  }

  private async attempt(delivery: Delivery): Promise<void> {
    const { store, settings } = this.options;
    const attempts = delivery.attempts + 1;
    const context = { tenant: delivery.tenant, lead: delivery.leadId, destination: delivery.destination, kind: delivery.kind, attempts };
    try {
      const request = this.prepare(delivery);
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
      store.markDelivered(delivery.tenant, delivery.id, attempts, new Date(this.now()));
      log.info(context, 'lead delivered');
    } catch (error) {
      const message = error instanceof Error ? (error.name === 'TimeoutError' ? `timed out after ${settings.deliveryTimeoutMs} ms` : error.message) : String(error);
      const next = nextAttemptAt(attempts, this.now(), settings);
      store.markFailed(delivery.tenant, delivery.id, attempts, message, next);
      if (next === null) log.error({ ...context, error: message }, 'lead delivery dead: run builder-cli leads --failed');
      else log.warn({ ...context, error: message, retryInMs: next - this.now() }, 'lead delivery failed; will retry');
    }
  }

  private prepare(delivery: Delivery): OutgoingRequest {
    const { store, tenantOf } = this.options;
    const tenant = tenantOf(delivery.tenant);
    if (!tenant) throw new Error(`tenant ${delivery.tenant} is not being served`);
    const destination = tenant.site.leadDelivery?.[delivery.destination];
    if (!destination || destination.kind !== delivery.kind) {
      throw new Error(`destination ${delivery.destination} (${delivery.kind}) is no longer in site.json leadDelivery`);
    }
    const lead = store.getLead(delivery.tenant, delivery.leadId);
    if (!lead) throw new Error(`lead ${delivery.leadId} is missing`);
    const files = store.files(delivery.tenant, delivery.leadId);
    return deliveryRequest(destination, lead, tenant, files, this.env, `${lead.id}-${delivery.destination}`);
  }
}
