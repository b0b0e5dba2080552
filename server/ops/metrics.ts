// The server's Prometheus metrics (prom-client), one registry per server: requests by route kind
// and status with latency, render-cache hits and misses, the lead outbox (depth, age of its
// oldest pending delivery, failed attempts), /_image's resize queue, live car holds, search latency, event-loop lag (prom-client's
// default Node metrics), leads per tenant, and routed leads acknowledged and escalated. Served by server/ops/ops-routes.ts, never publicly.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SearchProvider } from '../search/search-provider';
import type { RequestKind } from './route-kind';

/** What the outbox gauges read at scrape time (from the shared store, so every server agrees). */
interface OutboxStats {
  /** Pending deliveries, due or waiting for a retry. */
  depth: number;
  /** Seconds since the oldest pending delivery's lead was stored (0 when none is pending). */
  oldestAgeSeconds: number;
}

interface MetricsSources {
  renderCacheStats?: () => { hits: number; misses: number };
  /** /_image's resize queue: resizes running and waiting for a slot. */
  imageQueueStats?: () => { running: number; waiting: number };
  outboxStats?: () => OutboxStats | Promise<OutboxStats>;
  /** Live car holds by tenant and state (held and not run out, or reserved). */
  holdCounts?: () => Promise<{ tenant: string; state: string; count: number }[]>;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SEARCH_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'kind' | 'status'>;
  private readonly duration: Histogram<'kind' | 'status'>;
  private readonly searchDuration: Histogram<'operation'>;
  private readonly leads: Counter<'tenant'>;
  private readonly deliveryFailures: Counter<'tenant' | 'outcome'>;
  private readonly acknowledgements: Counter<'tenant' | 'by'>;
  private readonly escalations: Counter<'tenant'>;
  private sources: MetricsSources = {};

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route kind and status.',
      labelNames: ['kind', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request arriving to its answer finishing, by route kind and status.',
      labelNames: ['kind', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.searchDuration = new Histogram({
      name: 'search_duration_seconds',
      help: 'Time a search provider call took (multi-search, facet search).',
      labelNames: ['operation'],
      buckets: SEARCH_BUCKETS,
      registers,
    });
    this.leads = new Counter({
      name: 'leads_received_total',
      help: 'Leads stored (201 answers, replays excluded), by tenant.',
      labelNames: ['tenant'],
      registers,
    });
    this.deliveryFailures = new Counter({
      name: 'lead_delivery_failures_total',
      help: 'Failed lead delivery attempts, by tenant and outcome (retry: will be tried again; dead: gave up).',
      labelNames: ['tenant', 'outcome'],
      registers,
    });
    this.acknowledgements = new Counter({
      name: 'lead_acknowledgements_total',
      help: 'Routed leads acknowledged on this server, by tenant and by whom (link: the email link; destination: a receiver with its secret).',
      labelNames: ['tenant', 'by'],
      registers,
    });
    this.escalations = new Counter({
      name: 'lead_escalations_total',
      help: 'Routed leads nobody acknowledged in time whose escalation mail this server queued, by tenant.',
      labelNames: ['tenant'],
      registers,
    });
    const sources = () => this.sources;
    /** A figure read from its source at scrape time: a counter's running total, or a gauge. */
    const scraped = (Metric: typeof Counter | typeof Gauge, name: string, help: string, read: () => number | Promise<number>) =>
      new Metric({
        name,
        help,
        registers,
        async collect() {
          const value = await read();
          this.reset();
          this.inc(value);
        },
      });
    const outbox = async () => (await sources().outboxStats?.()) ?? { depth: 0, oldestAgeSeconds: 0 };
    scraped(Counter, 'render_cache_hits_total', 'Pages served from the render cache.', () => sources().renderCacheStats?.().hits ?? 0);
    scraped(Counter, 'render_cache_misses_total', 'Cacheable pages that had to be rendered.', () => sources().renderCacheStats?.().misses ?? 0);
    scraped(Gauge, 'image_resizes_running', '/_image resizes running now.', () => sources().imageQueueStats?.().running ?? 0);
    scraped(Gauge, 'image_resizes_waiting', '/_image resizes waiting for a slot in the resize queue.', () => sources().imageQueueStats?.().waiting ?? 0);
    scraped(Gauge, 'lead_outbox_depth', 'Lead deliveries pending (due now or waiting for a retry).', async () => (await outbox()).depth);
    scraped(
      Gauge,
      'lead_outbox_oldest_age_seconds',
      'Age of the oldest pending lead delivery (0 when none is pending).',
      async () => (await outbox()).oldestAgeSeconds,
    );
    new Gauge({
      name: 'checkout_holds',
      help: 'Live car holds, by tenant and state (held: deposit being paid; reserved: paid).',
      labelNames: ['tenant', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const { tenant, state, count } of (await sources().holdCounts?.()) ?? []) this.set({ tenant, state }, count);
      },
    });
  }

  /** Where the scrape-time figures come from (the render cache, the outbox's store). */
  attach(sources: MetricsSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  observeRequest(kind: RequestKind, status: number, seconds: number): void {
    const labels = { kind, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }

  leadStored(tenant: string): void {
    this.leads.inc({ tenant });
  }

  deliveryFailed(tenant: string, dead: boolean): void {
    this.deliveryFailures.inc({ tenant, outcome: dead ? 'dead' : 'retry' });
  }
  leadAcknowledged(tenant: string, by: 'link' | 'destination'): void {
    this.acknowledgements.inc({ tenant, by });
  }

  leadEscalated(tenant: string): void {
    this.escalations.inc({ tenant });
  }

  /** The same provider, timing its searches. */
  timedSearch(provider: SearchProvider): SearchProvider {
    const histogram = this.searchDuration;
    async function timed<T>(operation: string, run: () => Promise<T>): Promise<T> {
      const end = histogram.startTimer({ operation });
      try {
        return await run();
      } finally {
        end();
      }
    }
    return {
      get name() {
        return provider.name;
      },
      replaceStock: (slug, cars, settings) => provider.replaceStock(slug, cars, settings),
      multiSearch: (slug, queries) => timed('multi-search', () => provider.multiSearch(slug, queries)),
      facetSearch: (slug, body) => timed('facet-search', () => provider.facetSearch(slug, body)),
      patchCars: (slug, patches) => provider.patchCars(slug, patches),
      settings: (slug) => provider.settings(slug),
      close: provider.close ? () => provider.close!() : undefined,
    };
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
