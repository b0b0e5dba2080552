// /readyz's answer: ready only while the server is serving (start-up done, not shutting down),
// its tenants are loaded, their stock handed to the search indexes, and every pluggable check
// passes (the store answers a query). A check that takes longer than CHECK_TIMEOUT_MS fails.
type ReadinessCheck = () => unknown;

const CHECK_TIMEOUT_MS = 2_000;

type Phase = 'starting' | 'serving' | 'draining';

interface ReadinessReport {
  ready: boolean;
  phase: Phase;
  /** "ok" or why not, per check. */
  checks: Record<string, string>;
}

function withTimeout(value: unknown, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(value), timeout]).finally(() => clearTimeout(timer));
}

export class Readiness {
  private current: Phase = 'starting';
  private readonly checks = new Map<string, ReadinessCheck>();
  private readonly steps = new Map<string, boolean>([
    ['tenants', false],
    ['search', false],
  ]);

  constructor(private readonly timeoutMs = CHECK_TIMEOUT_MS) {}

  get phase(): Phase {
    return this.current;
  }

  /** A named check that throws (or rejects) when its part cannot serve, e.g. the store's `SELECT 1`. */
  addCheck(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** A start-up step is done ("tenants": loaded; "search": every tenant's stock handed to its index). */
  done(step: 'tenants' | 'search'): void {
    this.steps.set(step, true);
  }

  serving(): void {
    if (this.current === 'starting') this.current = 'serving';
  }

  /** Shutting down: not ready from now on, so a load balancer sends no new requests. */
  drain(): void {
    this.current = 'draining';
  }

  async report(): Promise<ReadinessReport> {
    const checks: Record<string, string> = {};
    for (const [step, done] of this.steps) checks[step] = done ? 'ok' : step === 'tenants' ? 'loading' : 'indexing';
    await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await withTimeout(check(), this.timeoutMs);
          checks[name] = 'ok';
        } catch (error) {
          checks[name] = error instanceof Error ? error.message : String(error);
        }
      }),
    );
    const ready = this.current === 'serving' && Object.values(checks).every((v) => v === 'ok');
    return { ready, phase: this.current, checks };
  }
}
