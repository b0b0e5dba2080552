// Bytes a first visit downloads per route (document, JavaScript, CSS), uncompressed, gzip and
// brotli, as the production server sends them.
import { bench, describe } from 'vitest';
import { runBytes } from './lib/bytes-run';

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('bytes per route', () => {
  bench('every sample tenant: home, stock, car, finance', async () => void (await runBytes()), ONCE);
});
