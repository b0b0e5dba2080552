// Tenant loading and server rendering figures: `npm run bench`. Prints timings; never fails on time.
import { Writable } from 'node:stream';
import { bench, describe } from 'vitest';
import { loadTenant } from '../../server/tenants/load-tenant';
import { listTenantDirs } from '../../server/tenants/tenant-dirs';
import { loadRoute } from '../../server/ssr/route-data';
import { EmbeddedProvider } from '../../server/search/embedded-provider';
import type { SearchProvider } from '../../server/search/search-provider';
import { renderPage } from '../../runtime/entry-server';
import type { Tenant } from '../../server/tenants/tenant';

const dirs = await listTenantDirs('tenants');
const tenants = (await Promise.all(dirs.map((d) => loadTenant(d)))).flatMap((l) => (l.tenant ? [l.tenant] : []));

const sampleSearch = new EmbeddedProvider();
for (const t of tenants) await sampleSearch.replaceStock(t.slug, t.stock);

async function render(tenant: Tenant, url: string, provider: SearchProvider = sampleSearch): Promise<number> {
  const [pathname, query = ''] = url.split('?');
  const renderedAt = Date.now();
  const data = await loadRoute({ tenant, pathname: pathname!, search: query ? `?${query}` : '', provider, nowSeconds: Math.floor(renderedAt / 1000) });
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        done();
      },
    });
    sink.on('finish', () => resolve(bytes));
    void renderPage(
      {
        url,
        site: tenant.publicSite,
        routes: [...tenant.routes],
        route: { id: data.routeId, status: data.status, address: data.address },
        queries: data.queries,
        assets: { css: [] },
        clientEntry: '/entry.js',
        lazy: data.lazy,
        renderedAt,
      },
      { onShellReady: (stream) => stream.pipe(sink), onShellError: reject, onError: reject },
    );
  });
}

describe('tenant loading', () => {
  for (const dir of dirs) bench(`load ${dir.split('/').pop()}`, async () => void (await loadTenant(dir)), { iterations: 20 });
});

describe('SSR per page', () => {
  for (const tenant of tenants) {
    bench(`${tenant.slug} home`, async () => void (await render(tenant, '/')), { iterations: 200 });
    bench(`${tenant.slug} faqs`, async () => void (await render(tenant, '/faqs')), { iterations: 200 });
  }
});

// The search results page (SRP) at 10k cars: the group's stock cloned to 10,000 rows, searched
// through the embedded provider and rendered, as the server does for /search/used-cars/.
const group = tenants.find((t) => t.slug === 'southern-cross-autos');
if (group) {
  const many = Array.from({ length: 10_000 }, (_, i) => {
    const base = group.stock[i % group.stock.length]!;
    return { ...base, id: `${base.id}-${i}`, slug: `${base.slug}-${i}`, vin: null, stocknum: `SC${100000 + i}` };
  });
  const big: Tenant = { ...group, stock: many };
  const provider = new EmbeddedProvider();
  await provider.replaceStock(big.slug, many);
  const renderSrp = (url: string) => render(big, url, provider);
  describe('SRP at 10k cars (search + render)', () => {
    bench('/search/used-cars/', async () => void (await renderSrp('/search/used-cars/')), { iterations: 100 });
    bench(
      '/search/used-cars/?make=Toyota&body=SUV&price=10000:40000&sort=price-asc',
      async () => void (await renderSrp('/search/used-cars/?make=Toyota&body=SUV&price=10000:40000&sort=price-asc')),
      { iterations: 100 },
    );
  });
}
