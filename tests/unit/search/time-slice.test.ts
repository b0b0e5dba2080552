// A query's work in slices (time-slice.ts): the driver pauses once a slice's time is used, the
// sliced answer is the synchronous one, a text query over many matches pauses while it is ranked,
// sliced searches take turns, and an index is built in slices.
import { describe, expect, it } from 'vitest';
import { EmbeddedIndex, type SearchQuery } from '../../../server/search/embedded';
import { SCORE_CHUNK, type Steps, Turns, runSliced, runToEnd } from '../../../server/search/embedded/time-slice';
import { TextIndex } from '../../../server/search/embedded/text-index';
import { sortStringSteps, sortSteps } from '../../../server/search/embedded/sort-steps';
import { parseQuery } from '../../../server/search/embedded/query-words';
import { searchableFields, textOptions } from '../../../server/search/embedded/text-options';
import { generateCars, settings } from '../../bench/lib/search-workload';

/** Ten steps, each taking 3 ms on `clock`. */
function* tenSteps(clock: { t: number }): Steps<string> {
  for (let i = 0; i < 10; i++) {
    clock.t += 3;
    yield;
  }
  return 'done';
}

describe('runSliced', () => {
  it('pauses at the first yield after the slice is used, and returns what runToEnd returns', async () => {
    const clock = { t: 0 };
    const pausedAt: number[] = [];
    const value = await runSliced(tenSteps(clock), {
      sliceMs: 8,
      now: () => clock.t,
      pause: async () => {
        pausedAt.push(clock.t);
      },
    });
    expect(value).toBe('done');
    // 3 steps of 3 ms use an 8 ms slice; the next slice starts at the pause.
    expect(pausedAt).toEqual([9, 18, 27]);
    expect(runToEnd(tenSteps({ t: 0 }))).toBe('done');
  });
});

describe('sortSteps', () => {
  it.each([0, 1, 1023, 1024, 1025, 5000])('sorts %i elements as one stable sort does, ties kept in order', (length) => {
    const values = Array.from({ length }, (_, i) => ({ key: (i * 7919) % 13, at: i }));
    const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
    expect(runToEnd(sortSteps(values, byKey))).toEqual([...values].sort(byKey));
  });
});

describe('sortStringSteps', () => {
  // Words as the index holds them, astral characters included: UTF-16 code-unit order, as `<` and the default sort compare.
  const words = Array.from({ length: 3000 }, (_, i) => ['cx', 'ＣＸ', '𝒳', 'é', 'e', 'z', ''][i % 7]! + ((i * 7919) % 997).toString(36));
  it.each([
    { length: 0, run: 4, mergeChunk: 8 },
    { length: 1, run: 4, mergeChunk: 8 },
    { length: 9, run: 4, mergeChunk: 8 },
    { length: 3000, run: 64, mergeChunk: 16 },
    { length: 3000, run: 8192, mergeChunk: 65536 },
  ])('sorts $length words in runs of $run as the default sort does', ({ length, run, mergeChunk }) => {
    const values = words.slice(0, length);
    let pauses = 0;
    const steps = sortStringSteps(values, { run, mergeChunk });
    let step = steps.next();
    while (!step.done) {
      pauses++;
      step = steps.next();
    }
    expect(step.value).toEqual([...values].sort());
    // A pause after each run's sort, and within the last merge alone one every mergeChunk elements.
    const runs = Math.ceil(length / run);
    expect(pauses).toBeGreaterThanOrEqual(runs + (runs > 1 ? Math.floor(length / mergeChunk) : 0));
  });
});

describe('Turns', () => {
  it('runs tasks one at a time, in order, even when they pause or fail', async () => {
    const turns = new Turns();
    const events: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setImmediate(resolve));
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([turns.run(task('a', true)), turns.run(task('b')), turns.run(task('c'))]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});

describe('a sliced search', () => {
  const documents = generateCars(3000, 20251129);
  const sync = new EmbeddedIndex('cars', settings);
  sync.replaceAll(documents);
  const sliced = new EmbeddedIndex('cars', settings);

  it('is built in slices: a pause within and after each column, with the index unchanged until the end', async () => {
    let pauses = 0;
    await sliced.replaceAllSliced(documents, {
      sliceMs: 0,
      pause: async () => {
        pauses++;
        expect(sliced.size).toBe(0);
      },
    });
    expect(sliced.size).toBe(sync.size);
    // After each column, and within each filterable column every 1,024 documents.
    const perColumn = 1 + Math.floor(documents.length / 1024);
    expect(pauses).toBeGreaterThanOrEqual(settings.filterableAttributes.length * perColumn + settings.sortableAttributes.length);
  });
  const facets = ['make', 'model', 'body', 'fuel', 'transmission', 'colour'];
  const queries: SearchQuery[] = [
    { indexUid: 'cars', q: 't', matchingStrategy: 'frequency', facets, limit: 50 },
    { indexUid: 'cars', q: 'toyota hilux sr5', facets, sort: ['price:desc'], limit: 20, offset: 40 },
    { indexUid: 'cars', q: 'ford rangr', matchingStrategy: 'all', limit: 30 },
    { indexUid: 'cars', facets: ['*'], filter: 'price > 20000', sort: ['km:asc'], limit: 20 },
    { indexUid: 'cars', q: 'a', distinct: 'model', limit: 10 } as SearchQuery,
    // Over a thousand distinct values to rank: the distinct pass and its sort pause.
    { indexUid: 'cars', distinct: 'km', sort: ['price:asc'], limit: 10 } as SearchQuery,
    // A long OR and a long AND of `!=`: the filter pauses between its children.
    { indexUid: 'cars', filter: Array.from({ length: 40 }, (_, i) => `price = ${10000 + i * 500} OR km > ${200000 + i}`).join(' OR '), limit: 5 },
    { indexUid: 'cars', filter: Array.from({ length: 64 }, (_, i) => `year != ${1900 + i}`).join(' AND '), limit: 5 },
  ];

  it('answers as the synchronous search does, pausing while a text query over many matches is ranked', async () => {
    for (const query of queries) {
      let pauses = 0;
      const answer = await sliced.searchSliced(query, {
        sliceMs: 0,
        pause: async () => {
          pauses++;
        },
      });
      const expected = sync.search(query);
      expect({ ...answer, processingTimeMs: 0 }).toEqual({ ...expected, processingTimeMs: 0 });
      // At least the pauses after the filter, after the text match and after each facet.
      expect(pauses).toBeGreaterThanOrEqual((query.q === undefined ? 1 : 2) + (query.facets?.length ?? 0));
      if (typeof query.filter === 'string' && query.filter.includes(' OR ')) expect(pauses).toBeGreaterThanOrEqual(79);
      if (typeof query.filter === 'string' && query.filter.includes(' AND ')) expect(pauses).toBeGreaterThanOrEqual(64 / 16);
      if ((query as { distinct?: string }).distinct === 'km') {
        // Every 1,024 documents read, then each run of 1,024 sorted, besides the two pauses above.
        expect(expected.estimatedTotalHits).toBeGreaterThan(1024);
        expect(pauses).toBeGreaterThanOrEqual(2 + Math.floor(documents.length / 1024) + Math.ceil(expected.estimatedTotalHits! / 1024));
      }
      if (query.q === 't') {
        // Ranking alone pauses once per SCORE_CHUNK documents scored by the first rule.
        expect(expected.estimatedTotalHits).toBeGreaterThan(4 * SCORE_CHUNK);
        expect(pauses - 2 - facets.length).toBeGreaterThanOrEqual(Math.floor(expected.estimatedTotalHits! / SCORE_CHUNK));
      }
    }
  });
});

describe('the text index and a text match in slices', () => {
  const documents = generateCars(3000, 20251130);
  const fields = searchableFields(documents, settings.searchableAttributes);
  const options = textOptions(fields, settings);
  const whole = new TextIndex(fields, documents, options);

  /** Runs `steps` with no time per slice, counting the pauses. */
  async function sliced<T>(steps: Steps<T>): Promise<{ value: T; pauses: number }> {
    let pauses = 0;
    const value = await runSliced(steps, {
      sliceMs: 0,
      pause: async () => {
        pauses++;
      },
    });
    return { value, pauses };
  }

  it('builds the postings pausing every 256 documents, to the same index', async () => {
    const { value: built, pauses } = await sliced(TextIndex.build(fields, documents, options));
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(documents.length / 256));
    for (const q of ['toyota hilux', 'ford rangr wildtrak', 'a', '"land cruiser" -diesel', 'cx5']) {
      const query = parseQuery(q, options.typo, options.stopWords);
      const a = built.match(q, query, 'frequency');
      const b = whole.match(q, query, 'frequency');
      expect(a === null ? null : { bits: [...a.bits], cost: [...a.cost], missing: [...a.missing] }).toEqual(
        b === null ? null : { bits: [...b.bits], cost: [...b.cost], missing: [...b.missing] },
      );
    }
  });

  it('matches pausing after each term and each phase, with the synchronous answer', async () => {
    const fresh = runToEnd(TextIndex.build(fields, documents, options));
    const q = 'toyota hilux landcruisr ranger wildtrak a';
    const query = parseQuery(q, options.typo, options.stopWords);
    const { value, pauses } = await sliced(fresh.matchSteps(q, query, 'last'));
    // One pause per word, per ngram of two or three words, after combining, after exactness.
    expect(pauses).toBeGreaterThanOrEqual(6 + 5 + 4 + 2);
    const expected = whole.match(q, query, 'last')!;
    expect([...value!.bits]).toEqual([...expected.bits]);
    expect([...value!.cost]).toEqual([...expected.cost]);
  });

  it("builds a small index's text index on its first query with words, in slices", async () => {
    const small = documents.slice(0, 1500);
    const lazy = new EmbeddedIndex('cars', settings);
    lazy.replaceAll(small);
    const sync = new EmbeddedIndex('cars', settings);
    sync.replaceAll(small);
    const query: SearchQuery = { indexUid: 'cars', q: 'toyota', limit: 5 };
    let pauses = 0;
    const answer = await lazy.searchSliced(query, {
      sliceMs: 0,
      pause: async () => {
        pauses++;
      },
    });
    expect({ ...answer, processingTimeMs: 0 }).toEqual({ ...sync.search(query), processingTimeMs: 0 });
    expect(pauses).toBeGreaterThanOrEqual(Math.floor(small.length / 256));
  });
});
