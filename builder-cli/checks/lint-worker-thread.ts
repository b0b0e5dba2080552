// Inside a `validate` worker thread: lints each batch of tenant folders it is sent, one batch at a
// time, with what the main thread read once for every tenant (configs, every tenant's domains),
// and sends back the problems. Started by lint-workers.ts through lint-worker.js.
import { parentPort, workerData } from 'node:worker_threads';
import { lintTenants, type LintShared } from './run-checks';
import { printable, type LintBatch, type LintBatchResult } from './lint-workers';

const shared = workerData as LintShared;
const port = parentPort!;
let queue: Promise<void> = Promise.resolve();

port.on('message', (batch: LintBatch) => {
  // A failure is not caught here: it ends the thread with an 'error' event the main thread reports.
  queue = queue.then(async () => {
    const results = await lintTenants(batch.dirs, shared);
    const message: LintBatchResult = { id: batch.id, results: results.map((r) => ({ ...r, problems: r.problems.map(printable) })) };
    port.postMessage(message);
  });
});
