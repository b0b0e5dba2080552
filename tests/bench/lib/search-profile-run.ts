// The 100k-car stock-page multi-search on its own, for a CPU profile:
//   NODE_ENV=production node --cpu-prof --cpu-prof-dir=/tmp/search-prof --import tsx tests/bench/lib/search-profile-run.ts [cars] [rounds] [views|text|page]
// `views` (the default) replays the bench's main line, `text` its with-q line, `page` the stock
// page's shape: the very page views search.bench.ts times (benchViews). Prints p50/p95 of the
// multi-searches it ran (after a warm-up round), and p50/p95 over the 64 page views of each view's
// fastest round: on a shared machine the tail of the first is mostly waiting for a CPU, the second
// is the engine's own cost per view; the process's CPU time per multi-search is the figure least
// moved by other processes' load.
import { EmbeddedIndex, multiSearch } from '../../../server/search/embedded';
import { benchViews, generateCars, settings } from './search-workload';

const size = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 10);
const mode = process.argv[4] ?? 'views';
const index = new EmbeddedIndex('cars', settings);
const documents = generateCars(size, 20250101 + size);
index.replaceAll(documents);
const all = benchViews(documents, size);
const views = mode === 'text' ? all.textViews : mode === 'page' ? all.pageViews : all.views;
const samples: number[] = [];
const cpuSamples: number[] = [];
const best = views.map(() => Infinity);
let cpu = process.cpuUsage();
for (let round = 0; round <= rounds; round++) {
  if (round === 1) cpu = process.cpuUsage();
  views.forEach((queries, v) => {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    multiSearch((uid) => (uid === 'cars' ? index : undefined), { queries });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpuStarted);
    if (round > 0) {
      samples.push(ms);
      cpuSamples.push((used.user + used.system) / 1000);
      best[v] = Math.min(best[v]!, ms);
    }
  });
}
cpu = process.cpuUsage(cpu);
const at = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!.toFixed(2);
console.log(`${size} cars, ${mode}, ${samples.length} multi-searches: p50 ${at(samples, 50)} ms, p95 ${at(samples, 95)} ms, max ${at(samples, 100)} ms`);
console.log(
  `CPU time (user + system, GC threads included) per multi-search: mean ${((cpu.user + cpu.system) / 1000 / samples.length).toFixed(2)} ms, p50 ${at(cpuSamples, 50)} ms, p95 ${at(cpuSamples, 95)} ms`,
);
console.log(`each view's fastest of ${rounds} rounds: p50 ${at(best, 50)} ms, p95 ${at(best, 95)} ms, max ${at(best, 100)} ms`);
if (process.env.PER_VIEW) {
  // Each view's fastest round, and its median CPU time over the rounds.
  best.forEach((ms, v) => {
    const own = cpuSamples.filter((_, i) => i % views.length === v);
    console.log(`${ms.toFixed(2)}\t${at(own, 50)}\t${String(views[v]![0]!.q)}`);
  });
}
