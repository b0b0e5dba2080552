// Shared by the property-based suites: the seed and size of a run, the one property every answer
// must have (4xx with a JSON {error} body, or a success; never a 5xx, never a hang), and input
// generators for hostile JSON, query strings and path segments.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Reply } from '../integration/leads-support';

/** FUZZ_SEED replays a failing run; the default is fixed so CI is reproducible. */
export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** Runs per property (FUZZ_RUNS); sized so every fuzz suite together stays well under a minute. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** fc.assert with the run's seed, printing how to replay it when a property fails. */
export async function check<T>(name: string, property: fc.IAsyncPropertyWithHooks<T> | fc.IAsyncProperty<T>, runs = RUNS): Promise<void> {
  try {
    await fc.assert(property, { seed: SEED, numRuns: runs, endOnFailure: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[fuzz] ${name} failed with seed ${SEED}: replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${runs}`);
    throw new Error(`${name} (FUZZ_SEED=${SEED}):\n${message}`, { cause: error });
  }
}

/** The property of every answer to hostile input. */
export function assertWellFormed(reply: Reply, what: string): void {
  expect(reply.status, `${what} -> ${reply.status} ${reply.body.slice(0, 300)}`).toBeLessThan(500);
  if (reply.status >= 400) {
    expect(String(reply.headers['content-type']), `${what}: error content type`).toMatch(/^application\/json/);
    const body = JSON.parse(reply.body) as { error?: unknown };
    expect(typeof body.error, `${what}: {error} in ${reply.body.slice(0, 300)}`).toBe('string');
  }
}

/** Any JSON value, including deep nesting and odd strings. */
export const jsonValue = fc.jsonValue({ maxDepth: 6 });

/** Arrays or objects nested far past any sane limit, as text (JSON.stringify would overflow first). */
export const deepJsonText = fc
  .tuple(fc.integer({ min: 30, max: 4000 }), fc.boolean())
  .map(([depth, objects]) => (objects ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth)));

/** Unicode strings with control characters, lone surrogates and quotes. */
export const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', '\u0001x', 'a\nb', '"', '\\', '\ud800', '\u{10FFFF}', '__proto__', 'constructor', '../../etc/passwd', '%', '%zz', ' ', ''),
);

/** A path segment or query value as it may arrive on the wire: percent-encoded bytes, some invalid. */
export const wireSegment = fc.oneof(
  nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.uint8Array({ maxLength: 20 }).map((bytes) => Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('%', '%e0%a4%a', '%ff', '..', '.', '%2e%2e', 'a%00b', '%c0%ae'),
);

/** Content types a client might send with a JSON-ish body. */
export const jsonContentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  '',
);

/** A body text: valid JSON of any shape, broken JSON, deep JSON or binary junk. */
export const bodyText = fc.oneof(
  { weight: 4, arbitrary: jsonValue.map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: deepJsonText },
  { weight: 1, arbitrary: jsonValue.map((v) => JSON.stringify(v).slice(0, -1)) },
);
