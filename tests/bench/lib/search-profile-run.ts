// The 100k-car stock-page multi-search on its own, for a CPU profile:
//   NODE_ENV=production node --cpu-prof --cpu-prof-dir=/tmp/search-prof --import tsx tests/bench/lib/search-profile-run.ts [cars] [rounds]
// Prints p50/p95 of the multi-searches it ran (after a warm-up round).
import { EmbeddedIndex, multiSearch } from '../../../server/search/embedded';
import { generateCars, pageView, prng, settings } from './search-workload';

const size = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 10);
const index = new EmbeddedIndex('cars', settings);
index.replaceAll(generateCars(size, 20250101 + size));
const random = prng(size);
const views = Array.from({ length: 64 }, () => pageView(random));
const samples: number[] = [];
for (let round = 0; round <= rounds; round++) {
  for (const queries of views) {
    const started = performance.now();
    multiSearch((uid) => (uid === 'cars' ? index : undefined), { queries });
    if (round > 0) samples.push(performance.now() - started);
  }
}
samples.sort((a, b) => a - b);
const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!.toFixed(2);
console.log(`${size} cars, ${samples.length} multi-searches: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`);
