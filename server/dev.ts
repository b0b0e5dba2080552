// `npm run dev`: every tenant through the Vite dev server (HMR), on PORT (default 5173).
import { projectRoot, startServer } from './server';

const running = await startServer({ mode: 'development', port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? '127.0.0.1' });
console.log(`Dev server for ${projectRoot}:`);
for (const t of running.registry.tenants()) console.log(`  http://${t.slug}.localhost:${running.port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void running.close().then(() => process.exit(0)));
