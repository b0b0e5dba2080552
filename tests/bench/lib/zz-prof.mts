import { loadTenant } from '../../../server/tenants/load-tenant';
let t0 = performance.now();
await loadTenant('tenants/riverbend-mazda');
console.log('first load ms', (performance.now() - t0).toFixed(1));
t0 = performance.now();
for (let i = 0; i < 20; i++) await loadTenant('tenants/riverbend-mazda');
console.log('avg warm load ms', ((performance.now() - t0) / 20).toFixed(1));
console.log('rss MB', (process.memoryUsage().rss / 1e6).toFixed(0));
