import { it } from 'vitest';
import { startTestServer } from '../helpers/server';
import { launchBrowser } from '../helpers/browser';
it('start', async () => {
  for (let i = 0; i < 3; i++) {
    let s = Date.now();
    const srv = await startTestServer('tenants');
    const a = Date.now() - s; s = Date.now();
    await srv.close();
    const c = Date.now() - s; s = Date.now();
    const b = await launchBrowser();
    const l = Date.now() - s; s = Date.now();
    await b.close();
    console.log('S start', a, 'close', c, 'launch', l, 'bclose', Date.now() - s);
  }
}, 300_000);
