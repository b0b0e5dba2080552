import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { startServer } from '../../../server/server';
import { get } from '../../helpers/http';
const s = await startServer({ mode: 'production', port: 0, tenantsDir: 'tenants', dataDir: '/tmp/zz-stock-data' });
const r = await get(s.port, `riverbend-mazda.localhost`, '/search/new-used-and-demo-cars/');
await s.close();
const b = Buffer.from(r.body);
for (const q of [4, 5, 6, 9, 11]) { const t = performance.now(); const c = process.cpuUsage(); const out = brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }); const u = process.cpuUsage(c); console.log('br', q, out.length, 'cpu ms', Math.round((u.user + u.system) / 1000)); }
for (const l of [6, 9]) { const c = process.cpuUsage(); const out = gzipSync(b, { level: l }); const u = process.cpuUsage(c); console.log('gz', l, out.length, 'cpu ms', Math.round((u.user + u.system) / 1000)); }
