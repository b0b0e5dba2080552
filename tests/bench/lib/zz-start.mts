const { TenantRegistry } = await import('../../../server/tenants/tenant-registry');
const c0 = process.cpuUsage();
let t0 = performance.now();
const r = await TenantRegistry.load(process.argv[2] ?? '/tmp/dealer-density-100');
const c = process.cpuUsage(c0);
console.log('registry load ms', Math.round(performance.now() - t0), 'cpu ms', Math.round((c.user + c.system) / 1000), r.tenants().length);
(globalThis as any).gc?.();
const m = process.memoryUsage();
console.log('rss', Math.round(m.rss / 1e6), 'heapUsed', Math.round(m.heapUsed / 1e6), 'external', Math.round(m.external / 1e6), 'arrayBuffers', Math.round(m.arrayBuffers / 1e6));
