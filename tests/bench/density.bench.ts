// Tenant density: 1,000 generated dealers of ~150 cars (BENCH_TENANTS to change) in one server
// process: time to ready, resident memory, a cold dealer's first stock page and the car-page
// latency at 10 connections. Goals: ready < 20 s, < 2 GB, car page p95 < 50 ms.
import { bench, describe } from 'vitest';
import { runDensity } from './lib/density-run';

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('tenant density', () => {
  bench('generated dealers in one process', async () => void (await runDensity(Number(process.env.BENCH_TENANTS ?? 1000))), ONCE);
});
