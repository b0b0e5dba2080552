// Instructions per multi-search of the search bench's page views, counted by valgrind (load does
// not move them, unlike wall or CPU time on a shared machine):
//   mkdir -p /tmp/cg && CALLGRIND_DIR=/tmp/cg NODE_ENV=production valgrind --tool=callgrind \
//     --instr-atstart=no --smc-check=all-non-file --callgrind-out-file=/tmp/cg/cg.%p \
//     node --single-threaded-gc --import tsx tests/bench/lib/search-instructions-run.ts [cars] [text|views|page] [warm-up rounds]
// The index is built and the views run `warm-up rounds` times (2 by default: V8 compiles the hot
// code) with instrumentation off; then each view runs once more between two callgrind dumps
// (`callgrind_control`), as the bench runs it (the views cycle, so each finds the caches cold),
// for 3 passes; a view's figure is its median over the passes. The collector runs on the main
// thread (--single-threaded-gc), so a count holds no other thread's work but does hold the
// collections the view happens to step (incremental marking of the index's heap: up to 2x between
// passes), hence a second figure without them. Each dump's total, less the mean of empty dumps'
// totals (the dump call's own instructions), is a count; printed per view (with, then without the
// collector), then p50 / p95 / max over the views. Takes ~8-12 minutes at 100k cars.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { EmbeddedIndex, multiSearch } from '../../../server/search/embedded';
import { benchViews, generateCars, settings } from './search-workload';

const size = Number(process.argv[2] ?? 100_000);
const mode = process.argv[3] ?? 'text';
const warmUps = Number(process.argv[4] ?? 2);
const index = new EmbeddedIndex('cars', settings);
const documents = generateCars(size, 20250101 + size);
index.replaceAll(documents);
const all = benchViews(documents, size);
const views = mode === 'text' ? all.textViews : mode === 'page' ? all.pageViews : all.views;
const run = (queries: (typeof views)[number]) => multiSearch((uid) => (uid === 'cars' ? index : undefined), { queries });
for (let round = 0; round < warmUps; round++) views.forEach(run);

const pid = String(process.pid);
const control = (...args: string[]) => execFileSync('callgrind_control', [...args, pid], { stdio: 'ignore' });
control('-i', 'on');
control('-d', 'start');
const EMPTY = 8;
for (let k = 0; k < EMPTY; k++) control('-d', `empty-${k}`);
const PASSES = 3;
for (let pass = 0; pass < PASSES; pass++) {
  views.forEach((queries, v) => {
    run(queries);
    control('-d', `view-${v}-${pass}`);
  });
}
control('-i', 'off');

// callgrind writes <out-file>.<n> per dump, in CALLGRIND_DIR (the folder given to valgrind).
// Besides a dump's total, its instructions outside the collector and the background compiler
// (the inclusive cost of their entry points, from callgrind_annotate): incremental marking of the
// 100k index's heap lands in whichever view allocates when it steps, and moved a view's total by
// up to 2x between passes; without it a view's count varies by a few percent.
const GC_ENTRY_POINTS = [
  'v8::internal::IncrementalMarking::Step(',
  'v8::internal::Heap::CollectGarbage(',
  'v8::internal::Heap::EnsureSweepingCompleted(',
  'v8::internal::Heap::FinalizeIncrementalMarkingAtomically(',
  'v8::internal::OptimizingCompileDispatcher::CompileTask::RunInternal(',
];
const dir = process.env.CALLGRIND_DIR ?? '/tmp/cg';
const totals = new Map<string, { all: number; own: number }>();
for (const file of readdirSync(dir)) {
  if (!file.startsWith(`cg.${pid}.`)) continue;
  const text = readFileSync(`${dir}/${file}`, 'utf8');
  const trigger = /^desc: Trigger: dump (\S+)$/m.exec(text)?.[1];
  const total = /^totals: (\d+)/m.exec(text)?.[1];
  if (!trigger || !total) continue;
  let outside = 0;
  if (trigger.startsWith('view-')) {
    const annotated = execFileSync('callgrind_annotate', ['--inclusive=yes', '--threshold=100', `${dir}/${file}`], { encoding: 'utf8', maxBuffer: 1 << 28 });
    for (const entry of GC_ENTRY_POINTS) {
      const line = annotated.split('\n').find((l) => l.includes(entry));
      if (line) outside += Number(line.trim().split(/\s+/)[0]!.replace(/,/g, ''));
    }
  }
  totals.set(trigger, { all: Number(total), own: Number(total) - outside });
}
const empties = Array.from({ length: EMPTY }, (_, k) => totals.get(`empty-${k}`)?.all ?? NaN);
const overhead = empties.reduce((a, b) => a + b, 0) / EMPTY;
/** Each view's median over the passes, of the totals or of the instructions outside the collector. */
const perView = (part: 'all' | 'own') =>
  views.map((_, v) => {
    const passes = Array.from({ length: PASSES }, (_, pass) => (totals.get(`view-${v}-${pass}`)?.[part] ?? NaN) - overhead).sort((a, b) => a - b);
    return passes[PASSES >> 1]!;
  });
const withGc = perView('all');
const own = perView('own');
const m = (x: number) => `${(x / 1e6).toFixed(1)} M`;
const summary = (counts: number[]) => {
  const sorted = [...counts].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return `p50 ${m(at(50))}, p95 ${m(at(95))}, max ${m(at(100))}, mean ${m(counts.reduce((a, b) => a + b, 0) / counts.length)}`;
};
views.forEach((queries, v) => console.log(`${m(withGc[v]!).padStart(9)}\t${m(own[v]!).padStart(9)}\t${String(queries[0]!.q)}`));
console.log(`dump overhead ${m(overhead)} (empty dumps ${empties.map(m).join(', ')})`);
console.log(`${size} cars, ${mode}: instructions per multi-search (median of ${PASSES} passes), all: ${summary(withGc)}`);
console.log(`${size} cars, ${mode}: outside the collector and the background compiler: ${summary(own)}`);
