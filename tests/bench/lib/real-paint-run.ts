// Chromium's own first paint, unthrottled, on the home, stock and car pages of the sample tenants:
// the real FCP and LCP beside Lighthouse's simulated ones (tests/bench/RESULTS.md). Median of RUNS
// fresh contexts per page (no cache). Never fails on time.
// Run alone: NODE_ENV=production npx tsx tests/bench/lib/real-paint-run.ts [slug ...]
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtServerModule } from '../../helpers/server';
import { launchBrowser } from '../../helpers/browser';
import { benchRoutes } from './bench-routes';
import { ensureClientBuild } from './ensure-build';

const RUNS = Math.max(1, Number(process.env.PAINT_RUNS ?? 5) || 5);
const ROUTES = ['home', 'stock', 'car'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runRealPaint(slugs: string[] = []): Promise<void> {
  ensureClientBuild();
  const { startServer } = await builtServerModule();
  const server = await startServer({ mode: 'production', port: 0, tenantsDir: 'tenants', dataDir: path.join(tmpdir(), `paint-data-${process.pid}`) });
  const browser = await launchBrowser();
  try {
    for (const tenant of server.registry.tenants().filter((t) => !slugs.length || slugs.includes(t.slug))) {
      for (const route of benchRoutes(tenant).filter((r) => ROUTES.includes(r.name))) {
        const url = `http://${tenant.slug}.localhost:${server.port}${route.path}`;
        const fcp: number[] = [];
        const lcp: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
          const page = await context.newPage();
          await page.goto(url, { waitUntil: 'load' });
          const figures = await page.evaluate(
            () =>
              new Promise<{ fcp: number; lcp: number }>((resolve) => {
                const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
                new PerformanceObserver((list) => {
                  const entries = list.getEntries();
                  resolve({ fcp: paint, lcp: entries.at(-1)?.startTime ?? NaN });
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              }),
          );
          fcp.push(figures.fcp);
          lcp.push(figures.lcp);
          await context.close();
        }
        console.log(
          `${tenant.slug.padEnd(22)} ${route.name.padEnd(6)} real FCP ${median(fcp).toFixed(0)} ms [${fcp.map((v) => v.toFixed(0)).join(', ')}] LCP ${median(lcp).toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runRealPaint(process.argv.slice(2));
