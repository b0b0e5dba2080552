// A few of the bench's with-q page views on their own, each repeated, for a CPU profile of the slow ones:
//   NODE_ENV=production node --cpu-prof --import tsx tests/bench/lib/search-view-run.ts <rounds> <q>...
// Prints each view's median CPU time (process.cpuUsage) over the rounds.
import { EmbeddedIndex, multiSearch } from '../../../server/search/embedded';
import { benchViews, generateCars, settings } from './search-workload';

const size = 100_000;
const rounds = Number(process.argv[2] ?? 20);
const wanted = new Set(process.argv.slice(3));
const index = new EmbeddedIndex('cars', settings);
const documents = generateCars(size, 20250101 + size);
index.replaceAll(documents);
const views = benchViews(documents, size).textViews.filter((view) => wanted.size === 0 || wanted.has(String(view[0]!.q)));
const cpu = views.map(() => [] as number[]);
for (let round = 0; round < rounds; round++) {
  views.forEach((queries, v) => {
    // A different q each round (leading spaces) keeps the text cache from answering.
    const spaced = queries.map((query) => ({ ...query, q: `${' '.repeat(round % 20)}${query.q}` }));
    const started = process.cpuUsage();
    multiSearch((uid) => (uid === 'cars' ? index : undefined), { queries: spaced });
    const used = process.cpuUsage(started);
    cpu[v]!.push((used.user + used.system) / 1000);
  });
}
views.forEach((queries, v) => {
  const sorted = cpu[v]!.sort((a, b) => a - b);
  console.log(`${sorted[sorted.length >> 1]!.toFixed(2)} ms\t${String(queries[0]!.q)}\t${String(queries[0]!.filter).slice(110)}`);
});
