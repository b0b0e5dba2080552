// The 100k-car index's memory: heap and array buffers after building it (two full GCs), and again
// after the bench's 64 with-q page views and 64 page views without q (caches filled):
//   NODE_ENV=production node --expose-gc --import tsx tests/bench/lib/search-memory-run.ts [cars]
// The documents are held in both figures (the index keeps them); "documents only" is the same
// measure before the index is built.
import { EmbeddedIndex, multiSearch } from '../../../server/search/embedded';
import { benchViews, generateCars, settings } from './search-workload';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const size = Number(process.argv[2] ?? 100_000);
const measure = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / 2 ** 20, buffers: m.arrayBuffers / 2 ** 20 };
};
const documents = generateCars(size, 20250101 + size);
const { views, textViews } = benchViews(documents, size);
const base = measure();
const index = new EmbeddedIndex('cars', settings);
index.replaceAll(documents);
const built = measure();
for (const queries of [...textViews, ...views]) multiSearch((uid) => (uid === 'cars' ? index : undefined), { queries });
const used = measure();
const line = (label: string, m: { heap: number; buffers: number }) =>
  `${label.padEnd(34)} heap ${(m.heap - base.heap).toFixed(1)} MB + array buffers ${(m.buffers - base.buffers).toFixed(1)} MB = ${(m.heap + m.buffers - base.heap - base.buffers).toFixed(1)} MB`;
console.log(`${size} cars; documents only: heap ${base.heap.toFixed(1)} MB, array buffers ${base.buffers.toFixed(1)} MB (not counted below)`);
console.log(line('index built', built));
console.log(line('after 128 page views (caches full)', used));
