import { createSearchProvider } from '../../../server/search/create-provider';
import { loadStock } from '../../../server/tenants/load-stock';
const { cars } = await loadStock('tenants/riverbend-mazda');
const p = createSearchProvider();
for (let i = 0; i < 5; i++) {
  const c0 = process.cpuUsage(); const t = performance.now();
  await p.replaceStock('t' + i, cars);
  const c = process.cpuUsage(c0);
  console.log(cars.length, 'cars: wall', Math.round(performance.now() - t), 'ms cpu', Math.round((c.user + c.system) / 1000), 'ms');
}
