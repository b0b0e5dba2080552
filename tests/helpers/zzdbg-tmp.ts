import { startTestServer } from './server';
import { launchBrowser } from './browser';
const s = await startTestServer('tenants');
const b = await launchBrowser();
const rate = Number(process.env.RATE ?? 1);
let bad = 0;
for (let i = 0; i < 8; i++) {
  const ctx = await b.newContext();
  const p = await ctx.newPage();
  const errs: string[] = [];
  p.on('console', (m) => { if (m.type() === 'error' && !m.text().startsWith('Failed to load')) errs.push(m.text()); });
  if (rate > 1) { const cdp = await ctx.newCDPSession(p); await cdp.send('Emulation.setCPUThrottlingRate', { rate }); }
  await p.goto(`http://riverbend-mazda.localhost:${s.port}/`, { waitUntil: 'commit' });
  await p.waitForSelector('header[data-enhanced]', { state: 'attached' });
  await p.locator('header button.nav-trigger', { hasText: 'Company' }).first().click();
  await p.locator('header nav a[href="/about-us"]').first().click();
  await p.waitForURL(/about-us/);
  await p.waitForFunction(() => document.title.startsWith('About'));
  await p.waitForTimeout(300);
  const n = await p.evaluate(() => document.querySelectorAll('link[rel=canonical]').length);
  if (n !== 1) bad++;
  if (errs.length) console.log('errors', errs);
  await ctx.close();
}
console.log('rate', rate, 'bad', bad, 'of 8');
await b.close(); await s.close();
