// Child process of the density bench: starts the production server over a tenants folder and
// prints one JSON line {port, readyMs, tenants} when it listens.
import { builtServerModule } from '../../helpers/server';

// The built bundle, as `npm start` runs it (npm run build first).
const { startServer } = await builtServerModule();

const t0 = performance.now();
const running = await startServer({ mode: 'production', port: 0, tenantsDir: process.argv[2]!, dataDir: process.argv[3]! });
console.log(JSON.stringify({ port: running.port, readyMs: Math.round(performance.now() - t0), tenants: running.registry.tenants().length }));
process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));
