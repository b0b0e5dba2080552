import { startServer } from '../../../server/server';
import { get } from '../../helpers/http';
const s = await startServer({ mode: 'production', port: 0, tenantsDir: 'tenants', dataDir: '/tmp/zz-stock-data' });
const t = s.registry.tenants().find((x) => x.slug === 'riverbend-mazda')!;
const car = t.stock.find((c) => c.status !== 'sold')!;
for (const [name, p] of [['car', `/cars/${car.slug}`], ['home', '/'], ['stock', '/search/new-used-and-demo-cars/']]) {
  await get(s.port, 'riverbend-mazda.localhost', p + '?warm');
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < 20; i++) await get(s.port, 'riverbend-mazda.localhost', `${p}?i=${i}`, { headers: { 'Accept-Encoding': 'br' } });
  const c = process.cpuUsage(c0);
  console.log(name, 'per render: wall', Math.round((performance.now() - t0) / 20), 'ms, cpu', Math.round((c.user + c.system) / 1000 / 20), 'ms');
}
await s.close();
