import { startServer } from '../../../server/server';
import { get } from '../../helpers/http';
const s = await startServer({ mode: 'production', port: 0, tenantsDir: 'tenants', dataDir: '/tmp/zz-stock-data' });
for (const slug of ['kiwi-trails-rv', 'riverbend-mazda']) {
  const t = s.registry.tenants().find((x) => x.slug === slug)!;
  const { defaultSearchPath } = await import('../../../runtime/lib/search/search-paths');
  const p = defaultSearchPath(t.publicSite);
  const r = await get(s.port, `${slug}.localhost`, p);
  console.log(slug, p, r.status, r.headers['content-type'], r.body.length, 'client-render marker', r.body.includes('<!--$!-->'), r.headers['set-cookie']);
  const i = r.body.indexOf('<!--$!-->'); if (i >= 0) console.log(r.body.slice(i - 200, i + 400));
}
await s.close();
