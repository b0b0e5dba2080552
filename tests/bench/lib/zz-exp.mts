import { loadStock } from '../../../server/tenants/load-stock';
import { nextStockChangeMs } from '../../../runtime/lib/time-windows';
const { cars } = await loadStock('tenants/riverbend-mazda');
const now = Date.now();
console.log('next change in s', (nextStockChangeMs(cars, 3, now) - now) / 1000);
