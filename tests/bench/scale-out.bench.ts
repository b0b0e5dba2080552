// Issue 18's "two servers against one on this machine": requests/s and p99 of one server process
// against two on one PostgreSQL, per page kind (tests/bench/lib/scale-out-run.ts). Prints a
// table; never fails on time.
import { bench, describe } from 'vitest';
import { runScaleOut } from './lib/scale-out-run';

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('scale-out', () => {
  bench('one server vs two on PostgreSQL, per page kind', async () => void (await runScaleOut(Number(process.env.BENCH_SECONDS ?? 3))), ONCE);
});
