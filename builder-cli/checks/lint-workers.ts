// `validate` on every core: the tenants are linted in batches by the main thread and by worker
// threads (lint-worker.js), each running the same per-tenant lint, and put back in their order, so
// the output is the same as linting them one by one. What the checks need to know about every
// tenant (configs, which tenant claims which domain) is read once here and handed to each worker.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Fix } from '../../server/tenants/problem';
import type { LintProblem } from './check';
import { lintTenants, readLintShared, type LintShared, type TenantLint } from './run-checks';
import { UsageError } from '../usage-error';

/** A problem as a worker sends it back: a fix keeps what is printed, not its edits (--fix lints in one thread). */
export type PrintedProblem = Omit<LintProblem, 'fix'> & { fix?: Pick<Fix, 'description' | 'path'> };

interface PrintedTenantLint extends Omit<TenantLint, 'problems'> {
  problems: PrintedProblem[];
}

export interface LintBatch {
  id: number;
  dirs: string[];
}

export interface LintBatchResult {
  id: number;
  results: PrintedTenantLint[];
}

/** Thrown when a worker thread fails or stops before sending back its tenants. */
export class LintWorkerError extends Error {}

/**
 * Starting a worker (tsx, the loader's modules, the schemas' validators: ~0.7 s) costs about as much
 * CPU as linting this many tenants (~13 ms each), so a worker takes at least this many.
 */
export const MIN_TENANTS_PER_WORKER = 60;
/** Tenants per message: large enough to keep messages rare, small enough to share the work evenly at the end. */
const BATCH_SIZE = 8;
/** Batches sent to a worker ahead, so it never waits for the main thread (busy linting its own batch). */
const IN_FLIGHT = 2;

/**
 * Worker threads beside the main thread (which lints too): one per MIN_TENANTS_PER_WORKER tenants,
 * at most one thread per core in all. `requested` (BUILDER_CLI_WORKERS)
 * sets the number instead, still at most one per core.
 */
export function workerCount(tenants: number, cores: number, requested?: string): number {
  const most = Math.max(0, cores - 1);
  if (requested !== undefined && requested.trim() !== '') {
    const n = Number(requested);
    if (!Number.isInteger(n) || n < 0) throw new UsageError(`BUILDER_CLI_WORKERS must be a whole number of worker threads (0 for none), not "${requested}"`);
    return Math.min(n, most, Math.max(0, tenants - 1));
  }
  return Math.min(most, Math.floor(tenants / MIN_TENANTS_PER_WORKER));
}

export function printable(problem: LintProblem): PrintedProblem {
  const { fix, ...rest } = problem;
  return fix ? { ...rest, fix: { description: fix.description, path: fix.path } } : rest;
}

interface WorkerOptions {
  workers: number;
  /** The worker's entry file (tests start one that fails). */
  entry?: URL;
}

const WORKER_ENTRY = new URL('./lint-worker.js', import.meta.url);

/** Lints the tenants in the main thread and `workers` worker threads; results in the order of `dirs`. */
export function lintInWorkers(dirs: readonly string[], shared: LintShared, { workers, entry = WORKER_ENTRY }: WorkerOptions): Promise<PrintedTenantLint[]> {
  const batches: string[][] = [];
  for (let i = 0; i < dirs.length; i += BATCH_SIZE) batches.push(dirs.slice(i, i + BATCH_SIZE));
  const results: PrintedTenantLint[][] = new Array(batches.length);
  let next = 0;
  let done = 0;
  let settled = false;
  const pool: Worker[] = [];
  const names = (ids: Iterable<number>) =>
    [...ids]
      .flatMap((id) => batches[id]!)
      .map((d) => path.basename(d))
      .join(', ');

  if (!batches.length) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const stopAll = () => {
      settled = true;
      for (const w of pool) void w.terminate();
    };
    const fail = (error: unknown) => {
      if (settled) return;
      stopAll();
      reject(error);
    };
    const finished = (id: number, batch: PrintedTenantLint[]) => {
      results[id] = batch;
      if (++done === batches.length && !settled) {
        stopAll();
        resolve(results.flat());
      }
    };

    for (let n = 1; n <= workers; n++) {
      const worker = new Worker(entry, { workerData: shared });
      const inFlight = new Set<number>();
      const give = () => {
        if (settled || next >= batches.length) return;
        const id = next++;
        inFlight.add(id);
        worker.postMessage({ id, dirs: batches[id]! } satisfies LintBatch);
      };
      worker.on('message', (message: LintBatchResult) => {
        inFlight.delete(message.id);
        finished(message.id, message.results);
        give();
      });
      worker.on('error', (error) =>
        fail(new LintWorkerError(`validate worker ${n} failed${inFlight.size ? ` while linting ${names(inFlight)}` : ''}: ${error.message}`)),
      );
      worker.on('exit', (code) =>
        fail(new LintWorkerError(`validate worker ${n} stopped (exit code ${code})${inFlight.size ? ` while linting ${names(inFlight)}` : ''}`)),
      );
      pool.push(worker);
      for (let k = 0; k < IN_FLIGHT; k++) give();
    }

    void (async () => {
      while (!settled && next < batches.length) {
        const id = next++;
        finished(
          id,
          (await lintTenants(batches[id]!, shared)).map((r) => ({ ...r, problems: r.problems.map(printable) })),
        );
        // Let the workers' results in, and hand them their next batches, between two of ours.
        await new Promise((r) => setImmediate(r));
      }
    })().catch(fail);
  });
}

/** What `validate` runs: every tenant linted, on as many cores as pay for themselves. */
export async function lintOnAllCores(dirs: readonly string[]): Promise<PrintedTenantLint[]> {
  const shared = readLintShared(dirs);
  const workers = workerCount(dirs.length, availableParallelism(), process.env.BUILDER_CLI_WORKERS);
  return workers ? lintInWorkers(dirs, shared, { workers }) : lintTenants(dirs, shared);
}
