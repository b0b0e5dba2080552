// Memory per 100 tenants for docs/deploy.md's sizing table: a server's resident memory over N and
// 2N tenant copies (tests/bench/lib/memory-run.ts). Prints a table; never fails.
import { bench, describe } from 'vitest';
import { runMemory } from './lib/memory-run';

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('memory', () => {
  bench('resident memory per 100 tenants', async () => void (await runMemory(Number(process.env.BENCH_TENANTS ?? 100))), ONCE);
});
