// The production server on PORT (default 3000), built into dist/server/start.js and run by
// `npm start` (scripts/start.mjs builds first when there is no build).
import { startServer } from './server';
import { log } from './log';

const running = await startServer({ mode: 'production', port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
const slugs = running.registry.tenants().map((t) => t.slug);
log.info({ port: running.port, tenants: slugs }, 'serving');
console.log(`Serving ${slugs.length} dealer sites:`);
for (const slug of slugs) console.log(`  http://${slug}.localhost:${running.port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void running.close().then(() => process.exit(0)));
