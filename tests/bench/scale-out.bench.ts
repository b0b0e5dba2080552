// Issue 18's figures: lead submission p99 on PostgreSQL against SQLite, and two servers against
// one on this machine (tests/bench/lib/scale-out-run.ts). Prints a table; never fails on time.
import { bench, describe } from 'vitest';
import { runScaleOut } from './lib/scale-out-run';

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('scale-out', () => {
  bench('leads on SQLite vs PostgreSQL; one server vs two', async () => void (await runScaleOut(Number(process.env.BENCH_SECONDS ?? 5))), ONCE);
});
