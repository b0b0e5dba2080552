import { it } from 'vitest';
import { loadTenants, testTenantsDir } from '../helpers/tenants';
import { startTestServer } from '../helpers/server';
it('lt', async () => {
  let s = Date.now();
  const dir = await testTenantsDir();
  const a = Date.now() - s; s = Date.now();
  await loadTenants(dir);
  const b = Date.now() - s; s = Date.now();
  const srv = await startTestServer('tenants');
  const c = Date.now() - s;
  await srv.close();
  console.log('LT dir', a, 'load', b, 'server', c);
}, 300_000);
