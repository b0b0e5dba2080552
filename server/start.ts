// The production server on PORT (default 3000), built into dist/server/start.js and run by
// `npm start` (scripts/start.mjs builds first when there is no build).
// SIGTERM and SIGINT shut down gracefully (server/ops/shutdown.ts) and exit 0; SIGHUP reads the
// tenant folders again.
import { startServer } from './server';
import { log } from './log';

const running = await startServer({ mode: 'production', port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
const slugs = running.registry.tenants().map((t) => t.slug);
log.info({ port: running.port, metricsPort: running.metricsPort, tenants: slugs.length }, 'serving');
console.log(`Serving ${slugs.length} dealer sites:`);
for (const slug of slugs) console.log(`  http://${slug}.localhost:${running.port}/`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'signal received');
    // Ctrl-C in a terminal skips the load balancer delay.
    running.shutdown(signal === 'SIGINT' ? { delayMs: 0 } : {}).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

process.on('SIGHUP', () => {
  running.reloadTenants().catch((error: unknown) => log.error({ err: error }, 'tenant reload failed'));
});
