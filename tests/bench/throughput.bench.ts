// SSR throughput with autocannon (10 connections, brotli) next to the same HTML served as a
// precompressed static file by the same server in the same run: pages from the render cache and
// pages rendered on every request. Goals: car and home >= 50% of static, stock >= 25%.
import { bench, describe } from 'vitest';
import { runThroughput } from './lib/throughput-run';

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('SSR throughput vs static', () => {
  bench('home, stock and car page of every sample tenant', async () => void (await runThroughput(Number(process.env.BENCH_SECONDS ?? 5))), ONCE);
});
