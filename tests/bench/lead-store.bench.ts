// Issue 18's "lead submission p99 on PostgreSQL against SQLite" (tests/bench/lib/lead-store-run.ts).
// Prints a table; never fails on time.
import { bench, describe } from 'vitest';
import { runLeadStores } from './lib/lead-store-run';

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('lead store', () => {
  bench('lead submission on SQLite vs PostgreSQL', async () => void (await runLeadStores(Number(process.env.BENCH_SECONDS ?? 4))), ONCE);
});
