// Lighthouse 12 (mobile preset, the default config) on Debian's Chromium against the production
// server: home, stock, car and finance pages of every sample tenant. Prints one line per page.
// Run alone: NODE_ENV=production npx tsx tests/bench/lib/lighthouse-run.ts [slug ...]
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { builtServerModule } from '../../helpers/server';

// The built bundle, as `npm start` runs it (npm run build first).
const { startServer } = await builtServerModule();
import { CHROMIUM_PATH } from '../../helpers/browser';
import { benchRoutes } from './bench-routes';
import { ensureClientBuild } from './ensure-build';

export interface LighthouseFigure {
  tenant: string;
  route: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function runLighthouse(slugs: string[] = [], tenantsDir = 'tenants'): Promise<LighthouseFigure[]> {
  ensureClientBuild();
  const server = await startServer({ mode: 'production', port: 0, tenantsDir, dataDir: (await import('node:os')).tmpdir() + '/lh-data-' + process.pid });
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const figures: LighthouseFigure[] = [];
  try {
    for (const tenant of server.registry.tenants().filter((t) => !slugs.length || slugs.includes(t.slug))) {
      for (const route of benchRoutes(tenant)) {
        const url = `http://${tenant.slug}.localhost:${server.port}${route.path}`;
        // A run that could not score performance (no trace, on a busy machine) is tried again, twice at most.
        let lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }))!.lhr;
        for (let attempt = 1; attempt < 3 && lhr.categories.performance?.score == null; attempt++) {
          console.log(
            `${tenant.slug} ${route.name}: no performance score (${lhr.runtimeError?.code ?? Object.values(lhr.audits).find((a) => a.errorMessage)?.errorMessage ?? 'unknown'}), running again`,
          );
          lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }))!.lhr;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        const figure: LighthouseFigure = {
          tenant: tenant.slug,
          route: route.name,
          path: route.path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          failing,
        };
        figures.push(figure);
        // A run Lighthouse could not complete (e.g. no paint within its limit on a busy machine)
        // scores 0: say why instead of reporting a score.
        if (lhr.runtimeError) console.log(`${tenant.slug} ${route.name}: Lighthouse could not finish: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const errors = Object.values(lhr.audits)
          .filter((a) => a.errorMessage)
          .map((a) => `${a.id}: ${a.errorMessage}`);
        if (errors.length) console.log(`${tenant.slug} ${route.name}: audit errors: ${errors.slice(0, 3).join(' | ')}`);
        console.log(
          `${figure.tenant.padEnd(22)} ${figure.route.padEnd(8)} perf ${figure.performance} a11y ${figure.accessibility} bp ${figure.bestPractices} seo ${figure.seo} LCP ${figure.lcpMs} ms CLS ${figure.cls}${failing.length ? `  failing: ${failing.join(', ')}` : ''}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await runLighthouse(process.argv.slice(2));
