// Lighthouse 12 (mobile preset) on the home, stock, car and finance pages of every sample tenant,
// driving Debian's Chromium against the production server. Prints scores, LCP, CLS and the
// failing audits; never fails on them (tests/bench/RESULTS.md keeps the figures).
import { bench, describe } from 'vitest';
import { runLighthouse } from './lib/lighthouse-run';

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe('Lighthouse (mobile)', () => {
  bench('every sample tenant: home, stock, car, finance', async () => void (await runLighthouse()), ONCE);
});
