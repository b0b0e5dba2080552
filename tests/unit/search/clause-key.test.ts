// Filter cache keys remembered per parsed clause (clause-key.ts) against the former computation
// (clause-key-reference.ts): the same key, or null, for every clause and budget, asked in any order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clauseKey } from '../../../server/search/embedded/clause-key';
import { type FilterNode, parseFilter } from '../../../server/search/embedded/filter-parser';
import { referenceClauseKey } from './clause-key-reference';

const condition = fc.oneof(
  fc
    .tuple(fc.constantFrom('make', 'year', 'price'), fc.constantFrom('=', '!=', '>', '<='), fc.constantFrom('Toyota', '2020', "'a b'", '3.5'))
    .map(([a, op, v]) => `${a} ${op} ${v}`),
  fc.tuple(fc.constantFrom('year', 'km'), fc.nat(99), fc.nat(99)).map(([a, x, y]) => `${a} ${x} TO ${x + y}`),
  fc.array(fc.constantFrom('SUV', 'Ute', "'Land Rover'", '7'), { minLength: 1, maxLength: 4 }).map((values) => `body IN [${values.join(', ')}]`),
  fc.constantFrom('tag EXISTS', 'tag IS NULL', 'tag IS EMPTY', 'vin CONTAINS 9K', 'stocknum STARTS WITH MA', '_geoRadius(-33.4, 149.5, 1000)'),
);
const filter: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    condition,
    fc.array(tie('node'), { minLength: 2, maxLength: 4 }).map((parts) => `(${parts.join(' AND ')})`),
    fc.array(tie('node'), { minLength: 2, maxLength: 3 }).map((parts) => `(${parts.join(' OR ')})`),
    tie('node').map((part) => `NOT ${part}`),
  ),
})).node;

/** Every clause of the tree, the root first. */
function clauses(node: FilterNode): FilterNode[] {
  if (node.type === 'and' || node.type === 'or') return [node, ...node.children.flatMap(clauses)];
  if (node.type === 'not') return [node, ...clauses(node.child)];
  return [node];
}

describe('clauseKey', () => {
  it('gives every clause the former key under every budget, however often it is asked', () => {
    fc.assert(
      fc.property(filter, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 20 })), { minLength: 1, maxLength: 12 }), (text, asks) => {
        const all = clauses(parseFilter(text));
        for (const [pick, budget] of asks) {
          const node = all[pick % all.length]!;
          const counter = { budget };
          const expected = { budget };
          const key = clauseKey(node, counter);
          expect(key).toBe(referenceClauseKey(node, expected));
          if (key !== null) expect(counter.budget).toBe(expected.budget);
        }
      }),
      { numRuns: 300 },
    );
  });
});
