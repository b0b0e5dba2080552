// Server CPU per request for one page, rendered on every request (a unique query string each
// time): a production server child (the built bundle, tests/bench/lib/density-server.ts), N
// requests after a warm-up at C connections, CPU from /proc, and with --trace-gc among the flags
// the GC pauses during the run. Prints; never asserts. CPU per request holds better than latency
// on a shared machine (tests/bench/RESULTS.md, "Memory and uncached renders at 1,000 dealers").
//   NODE_ENV=production npx tsx tests/bench/lib/render-cpu-run.ts <tenantsDir> <host|density> <path> [n] [connections] [cpu-prof-dir]
// `density` spreads the requests over the 1,000 generated dealers' hosts (density-run.ts).
// BENCH_NODE_FLAGS adds node flags to the server (e.g. "--trace-gc --max-semi-space-size=64");
// BENCH_WARMUP sets the warm-up requests (default min(100, n)).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { get } from '../../helpers/http';
import { densitySlug } from './generate-tenants';
import { loadAverage } from './load';
import { cpuSeconds } from './proc-cpu';

const [dir = 'tenants', host = 'riverbend-mazda.localhost', page = '/', nArg = '300', connArg = '1', prof = ''] = process.argv.slice(2);
const n = Number(nArg);
const connections = Number(connArg);
const flags = [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [])];
const child = spawn(
  process.execPath,
  [...flags, '--import', 'tsx', path.resolve('tests/bench/lib/density-server.ts'), path.resolve(dir), mkdtempSync(path.join(tmpdir(), 'bench-data-'))],
  { env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] },
);
const gcLines: string[] = [];
let counting = false;
const lines = createInterface({ input: child.stdout! });
const port = await new Promise<number>((resolve) =>
  lines.on('line', (l) => {
    if (l.startsWith('{"port"')) resolve((JSON.parse(l) as { port: number }).port);
    else if (counting && /Scavenge|Mark-Compact|Mark-sweep/.test(l)) gcLines.push(l);
  }),
);
const hosts = host === 'density' ? Array.from({ length: 1000 }, (_, i) => `${densitySlug(i)}.example`) : [host];
let id = 0;

async function run(count: number): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      const i = id++;
      const t = performance.now();
      const reply = await get(port, hosts[i % hosts.length]!, `${page}${page.includes('?') ? '&' : '?'}r=${i}`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
        timeoutMs: 120_000,
      });
      if (reply.status !== 200) throw new Error(`${page}: ${reply.status}`);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return latencies.sort((a, b) => a - b);
}

try {
  await run(Number(process.env.BENCH_WARMUP ?? Math.min(100, n)));
  counting = true;
  const cpuBefore = cpuSeconds(child.pid!);
  const t0 = performance.now();
  const latencies = await run(n);
  const cpu = cpuSeconds(child.pid!) - cpuBefore;
  const seconds = (performance.now() - t0) / 1000;
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  const pauses = (kind: RegExp) => {
    const found = gcLines.filter((l) => kind.test(l));
    return `${found.length} (${found.reduce((sum, l) => sum + Number(/MB, ([\d.]+) \//.exec(l)?.[1] ?? 0), 0).toFixed(0)} ms)`;
  };
  console.log(
    `${page} x${n} at ${connections} connections: server CPU ${((cpu * 1000) / n).toFixed(2)} ms a request, ${(n / seconds).toFixed(0)} req/s, ` +
      `p50 ${at(0.5)} p95 ${at(0.95)} ms; load average ${loadAverage(loadavg())}` +
      (gcLines.length ? `; GC: scavenges ${pauses(/Scavenge/)}, mark-compacts ${pauses(/Mark-Compact|Mark-sweep/)}` : ''),
  );
} finally {
  child.kill('SIGTERM');
}
