// Issue 18's outbox figure: three server processes on one PostgreSQL draining a backlog of lead
// deliveries to a local webhook, each lead once (tests/bench/lib/outbox-run.ts). Prints a table;
// never fails on time.
import { bench, describe } from 'vitest';
import { runOutbox } from './lib/outbox-run';

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('outbox', () => {
  bench('3 workers drain a backlog of leads to one webhook', async () => void (await runOutbox(Number(process.env.BENCH_LEADS ?? 600))), ONCE);
});
