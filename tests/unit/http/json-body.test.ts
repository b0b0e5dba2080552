// The JSON nesting limit every non-search endpoint applies right after parsing (issue 10 item 5).
import { describe, expect, it } from 'vitest';
import { exceedsDepth, MAX_JSON_DEPTH } from '../../../server/http/json-body';

const arrays = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
const objects = (depth: number) => JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)) as unknown;

describe('exceedsDepth', () => {
  it.each<[string, unknown, boolean]>([
    ['a scalar', 'x', false],
    ['null', null, false],
    ['an empty object is one level', {}, false],
    [`${MAX_JSON_DEPTH} nested arrays pass`, arrays(MAX_JSON_DEPTH), false],
    [`${MAX_JSON_DEPTH + 1} nested arrays fail`, arrays(MAX_JSON_DEPTH + 1), true],
    [`${MAX_JSON_DEPTH} nested objects pass`, objects(MAX_JSON_DEPTH), false],
    [`${MAX_JSON_DEPTH + 1} nested objects fail`, objects(MAX_JSON_DEPTH + 1), true],
    ['a lead is far below the limit', { lead: { form: 'enquiry', visited_pages: [{ url: '/', at: 1 }], linked_query_params: { gclid: 'x' } } }, false],
    ['100 000 levels are answered without overflowing the stack', arrays(100_000), true],
  ])('%s', (_, value, expected) => expect(exceedsDepth(value)).toBe(expected));
});
