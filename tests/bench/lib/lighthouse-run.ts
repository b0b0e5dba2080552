// Lighthouse 12 (mobile preset, the default config) on Debian's Chromium against the production
// server: home, stock, car and finance pages of every sample tenant. Prints one line per page.
// Run alone: NODE_ENV=production npx tsx tests/bench/lib/lighthouse-run.ts [slug ...]
// LH_ROUTES=home,stock,car limits the routes; LH_RUNS=3 runs each page 3 times and prints the
// median run (by performance score's inputs: FCP, LCP) beside the three FCP and LCP figures.
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
  fcpMs: number;
  lcpMs: number;
  /** Every run's FCP and LCP when LH_RUNS > 1 (the figure above is their median). */
  fcpRuns: number[];
  lcpRuns: number[];
  /** What Lighthouse counts the page transferring (total-byte-weight), and the LCP element. */
  bytes: number;
  lcpElement: string;
  cls: number;
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1) || 1);
const ROUTES = process.env.LH_ROUTES?.split(',').filter(Boolean);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The LCP element as Lighthouse names it (its selector or snippet), or '?' when it has none. */
function lcpElementOf(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node?.selector ?? node?.nodeLabel ?? '?';
}

/** One Lighthouse run; a run that could not score performance (no trace, on a busy machine) is tried again, twice at most. */
async function runOnce(url: string, port: number, label: string): Promise<Lhr> {
  let lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }))!.lhr;
  for (let attempt = 1; attempt < 3 && lhr.categories.performance?.score == null; attempt++) {
    console.log(
      `${label}: no performance score (${lhr.runtimeError?.code ?? Object.values(lhr.audits).find((a) => a.errorMessage)?.errorMessage ?? 'unknown'}), running again`,
    );
    lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }))!.lhr;
  }
  return lhr;
}

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
      for (const route of benchRoutes(tenant).filter((r) => !ROUTES || ROUTES.includes(r.name))) {
        const url = `http://${tenant.slug}.localhost:${server.port}${route.path}`;
        const runs: Lhr[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await runOnce(url, chrome.port, `${tenant.slug} ${route.name}`));
        const fcp = (r: Lhr) => r.audits['first-contentful-paint']?.numericValue ?? NaN;
        const lcp = (r: Lhr) => r.audits['largest-contentful-paint']?.numericValue ?? NaN;
        // The median run by LCP: its other figures come from the same run.
        const lhr = [...runs].sort((a, b) => lcp(a) - lcp(b))[Math.floor(runs.length / 2)]!;
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
          fcpMs: Math.round(median(runs.map(fcp))),
          lcpMs: Math.round(lcp(lhr)),
          fcpRuns: runs.map((r) => Math.round(fcp(r))),
          lcpRuns: runs.map((r) => Math.round(lcp(r))),
          bytes: Math.round(lhr.audits['total-byte-weight']?.numericValue ?? NaN),
          lcpElement: lcpElementOf(lhr),
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
        // Say which console errors fail best practices (each with its source and URL).
        const consoleItems =
          (lhr.audits['errors-in-console']?.details as { items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[] } | undefined)
            ?.items ?? [];
        for (const item of consoleItems)
          console.log(`${tenant.slug} ${route.name}: console ${item.source ?? ''}: ${item.description ?? ''} ${item.sourceLocation?.url ?? ''}`);
        console.log(
          `${figure.tenant.padEnd(22)} ${figure.route.padEnd(8)} perf ${figure.performance} a11y ${figure.accessibility} bp ${figure.bestPractices} seo ${figure.seo} FCP ${figure.fcpMs} ms [${figure.fcpRuns.join(', ')}] LCP ${figure.lcpMs} ms [${figure.lcpRuns.join(', ')}] ${(figure.bytes / 1024).toFixed(0)} KiB CLS ${figure.cls} LCP element ${figure.lcpElement}${failing.length ? `  failing: ${failing.join(', ')}` : ''}`,
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
