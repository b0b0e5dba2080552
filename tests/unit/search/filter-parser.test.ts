import { describe, expect, it } from 'vitest';
import { type FilterNode, SearchError, parseFilter, parseFilterParam } from '../../../server/search/embedded';

/** The AST without token positions, written compactly: {a = 1} style strings for leaves. */
function shape(node: FilterNode | null): unknown {
  if (node === null) return null;
  switch (node.type) {
    case 'and':
    case 'or':
      return { [node.type]: node.children.map(shape) };
    case 'not':
      return { not: shape(node.child) };
    case 'compare':
      return `${node.attribute.value} ${node.operator} ${node.value.value}`;
    case 'range':
      return `${node.attribute.value} ${node.from.value} TO ${node.to.value}`;
    case 'in':
      return `${node.attribute.value} IN [${node.values.map((v) => v.value).join('|')}]`;
    case 'exists':
      return `${node.attribute.value} EXISTS`;
    case 'isNull':
      return `${node.attribute.value} IS NULL`;
    case 'isEmpty':
      return `${node.attribute.value} IS EMPTY`;
    case 'geoRadius':
    case 'geoBoundingBox':
      return `${node.type}(${node.args.join(',')})`;
  }
}

describe('parseFilter: grammar', () => {
  it.each<[string, string, unknown]>([
    ['equality', 'make = Toyota', 'make = Toyota'],
    ['all comparison operators', 'a != 1 AND b > 2 AND c >= 3 AND d < 4 AND e <= 5', { and: ['a != 1', 'b > 2', 'c >= 3', 'd < 4', 'e <= 5'] }],
    ['operators without spaces', 'price>=10', 'price >= 10'],
    ['range', 'price 10000 TO 20000', 'price 10000 TO 20000'],
    ['IN list with trailing comma', 'city IN [Bathurst, "Cowra", ]', 'city IN [Bathurst|Cowra]'],
    ['empty IN list', 'city IN []', 'city IN []'],
    ['NOT IN', 'city NOT IN [a, b]', { not: 'city IN [a|b]' }],
    ['EXISTS', 'tag EXISTS', 'tag EXISTS'],
    ['NOT EXISTS', 'tag NOT EXISTS', { not: 'tag EXISTS' }],
    ['IS NULL', 'tag IS NULL', 'tag IS NULL'],
    ['IS NOT NULL', 'tag IS NOT NULL', { not: 'tag IS NULL' }],
    ['IS EMPTY', 'tag IS EMPTY', 'tag IS EMPTY'],
    ['IS NOT EMPTY', 'tag  IS   NOT   EMPTY', { not: 'tag IS EMPTY' }],
    ['NOT binds tighter than AND, AND tighter than OR', 'a = 1 OR b = 2 AND NOT c = 3', { or: ['a = 1', { and: ['b = 2', { not: 'c = 3' }] }] }],
    ['parentheses override precedence', '(a = 1 OR b = 2) AND c = 3', { and: [{ or: ['a = 1', 'b = 2'] }, 'c = 3'] }],
    ['NOT over a group', 'NOT (a = 1 OR b = 2)', { not: { or: ['a = 1', 'b = 2'] } }],
    ['double NOT cancels', 'NOT NOT a = 1', 'a = 1'],
    ['upper-case keywords', 'city IN [a] AND tag EXISTS OR x IS NOT NULL', { or: [{ and: ['city IN [a]', 'tag EXISTS'] }, { not: 'x IS NULL' }] }],
    ['lower-case null is a plain value', 'tag = null', 'tag = null'],
    ['dotted attribute', 'location.slug = bathurst', 'location.slug = bathurst'],
    ['quoted attribute and values', `'dog race' = "Bernese Mountain"`, 'dog race = Bernese Mountain'],
    ['escaped quotes', `name = 'O\\'Brien' AND t = "say \\"hi\\""`, { and: ["name = O'Brien", 't = say "hi"'] }],
    ['escaped backslash', `path = 'a\\\\b'`, 'path = a\\b'],
    ['quoted keyword as value', `tag = "AND"`, 'tag = AND'],
    ['negative and decimal numbers', 'x > -1.5', 'x > -1.5'],
    ['geo radius', '_geoRadius(45.4, 9.1, 2000)', 'geoRadius(45.4,9.1,2000)'],
  ])('%s', (_, expression, expected) => {
    expect(shape(parseFilter(expression))).toEqual(expected);
  });

  it('blank text matches everything (an empty AND)', () => {
    expect(parseFilter('   ')).toEqual({ type: 'and', children: [] });
  });

  it('records token positions in the source', () => {
    const node = parseFilter(`make = 'Škoda'`);
    expect(node).toMatchObject({
      type: 'compare',
      attribute: { value: 'make', start: 0, end: 4 },
      value: { value: 'Škoda', start: 8, end: 13 },
    });
  });
});

describe('parseFilterParam: array form', () => {
  it.each<[string, unknown, unknown]>([
    ['string', 'a = 1', 'a = 1'],
    ['outer array is AND, inner array is OR', ['a = 1', ['b = 2', 'c = 3']], { and: ['a = 1', { or: ['b = 2', 'c = 3'] }] }],
    ['single-element inner array', [['a = 1']], 'a = 1'],
    ['blank entries are skipped', ['', 'a = 1', ['  ']], 'a = 1'],
    ['nothing to filter', [], null],
    ['null', null, null],
    ['blank string', ' ', null],
  ])('%s', (_, param, expected) => {
    expect(shape(parseFilterParam(param))).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['a boolean', true, 'Invalid syntax for the filter parameter: `expected String, Array, found: true`.'],
    ['a number in the outer array', ['a = 1', 3], 'Invalid syntax for the filter parameter: `expected String, Array, found: 3`.'],
    ['an array three levels deep', [['a = 1', ['b = 2']]], 'Invalid syntax for the filter parameter: `expected String, found: ["b = 2"]`.'],
  ])('refuses %s', (_, param, message) => {
    expect(() => parseFilterParam(param)).toThrow(message);
  });
});

const OPERATIONS =
  '`=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `CONTAINS`, `NOT CONTAINS`, `STARTS WITH`, `NOT STARTS WITH`, `_geoRadius`, `_geoBoundingBox` or `_geoPolygon`';

describe('parseFilter: syntax errors (Meilisearch wording and positions)', () => {
  it.each<[string, string, string]>([
    ['attribute alone', 'price', `Was expecting an operation ${OPERATIONS} at \`price\`.\n1:6 price`],
    ['unknown operator', 'title & Glass', `Was expecting an operation ${OPERATIONS} at \`title & Glass\`.\n1:14 title & Glass`],
    ['dangling AND', 'make = Toyota AND', `Was expecting an operation ${OPERATIONS} but instead got nothing.\n18:18 make = Toyota AND`],
    ['misspelt keyword', 'colour NOT EXIST', `Was expecting an operation ${OPERATIONS} at \`colour NOT EXIST\`.\n1:17 colour NOT EXIST`],
    ['IS without NULL or EMPTY', 'tag IS', `Was expecting an operation ${OPERATIONS} at \`tag IS\`.\n1:7 tag IS`],
    ['TO glued to its value', 'price 100 TO1000', `Was expecting an operation ${OPERATIONS} at \`price 100 TO1000\`.\n1:17 price 100 TO1000`],
    [
      'missing connective',
      'make = Toyota XOR year = 2020',
      'Found unexpected characters at the end of the filter: `XOR year = 2020`. You probably forgot an `OR` or an `AND` rule.\n15:30 make = Toyota XOR year = 2020',
    ],
    [
      'stray closing parenthesis',
      'make = Kia)',
      'Found unexpected characters at the end of the filter: `)`. You probably forgot an `OR` or an `AND` rule.\n11:12 make = Kia)',
    ],
    ['unclosed quote', "make = 'Toyota", "Expression `\\'Toyota` is missing the following closing delimiter: `'`.\n8:15 make = 'Toyota"],
    [
      'unclosed parenthesis',
      'a = 1 OR (make = Toyota',
      'Expression `(make = Toyota` is missing the following closing delimiter: `)`.\n10:24 a = 1 OR (make = Toyota',
    ],
    ['IN without bracket', 'city IN Bathurst', 'Expected `[` after `IN` keyword.\n9:17 city IN Bathurst'],
    ['IN without closing bracket', 'city IN [Bathurst', 'Expected matching `]` after the list of field names given to `IN[`\n18:18 city IN [Bathurst'],
    [
      'IN with an operator inside',
      'city IN [a, b > 2]',
      'Expected only comma-separated field names inside `IN[..]` but instead found `> 2]`.\n15:19 city IN [a, b > 2]',
    ],
    [
      'reserved keyword as value',
      'make = AND',
      'Was expecting a value but instead got `AND`, which is a reserved keyword. To use `AND` as a field name or a value, surround it by quotes.\n8:11 make = AND',
    ],
    [
      'reserved keyword as attribute',
      'OR = 8',
      'Was expecting a value but instead got `OR`, which is a reserved keyword. To use `OR` as a field name or a value, surround it by quotes.\n1:3 OR = 8',
    ],
    ['missing value', 'make =', 'Was expecting a value but instead got nothing.\n7:7 make ='],
    ['unusable value', 'make = 🐻 AND x = 1', 'Was expecting a value but instead got `🐻`.\n8:9 make = 🐻 AND x = 1'],
    ['malformed escape', "a = 'x\\qy'", "Malformed value: `x\\\\qy`.\n6:10 a = 'x\\qy'"],
    [
      'reserved _geo attribute',
      '_geo = 1',
      "`_geo` is a reserved keyword and thus can't be used as a filter expression. Use the `_geoRadius(latitude, longitude, distance)` or `_geoBoundingBox([latitude, longitude], [latitude, longitude])` built-in rules to filter on `_geo` coordinates.\n1:9 _geo = 1",
    ],
    ['_geoRadius with 2 numbers', '_geoRadius(1, 2)', 'Was expecting 3 or 4 arguments for `_geoRadius`, but instead found 2.\n17:17 _geoRadius(1, 2)'],
    [
      '_geoRadius with 5 numbers',
      '_geoRadius(1, 2, 3, 4, 5)',
      'Was expecting 3 or 4 arguments for `_geoRadius`, but instead found 5.\n26:26 _geoRadius(1, 2, 3, 4, 5)',
    ],
    // filter-parser lib.rs:1346-1368
    [
      '_geoRadius alone (lib.rs:1346)',
      '_geoRadius',
      'The `_geoRadius` filter must be in the form: `_geoRadius(latitude, longitude, radius, optionalResolution)`.\n11:11 _geoRadius',
    ],
    [
      '_geoRadius as an attribute (lib.rs:1351)',
      '_geoRadius = 12',
      'The `_geoRadius` filter must be in the form: `_geoRadius(latitude, longitude, radius, optionalResolution)`.\n11:16 _geoRadius = 12',
    ],
    [
      '_geoBoundingBox alone (lib.rs:1356)',
      '_geoBoundingBox',
      'The `_geoBoundingBox` filter expects two pairs of arguments: `_geoBoundingBox([latitude, longitude], [latitude, longitude])`.\n16:16 _geoBoundingBox',
    ],
    [
      '_geoBoundingBox as an attribute (lib.rs:1361)',
      '_geoBoundingBox = 12',
      'The `_geoBoundingBox` filter expects two pairs of arguments: `_geoBoundingBox([latitude, longitude], [latitude, longitude])`.\n16:21 _geoBoundingBox = 12',
    ],
    [
      '_geoBoundingBox without brackets (lib.rs:1366)',
      '_geoBoundingBox(1.0, 1.0)',
      'The `_geoBoundingBox` filter expects two pairs of arguments: `_geoBoundingBox([latitude, longitude], [latitude, longitude])`.\n17:26 _geoBoundingBox(1.0, 1.0)',
    ],
    [
      '_geoBoundingBox with one pair',
      '_geoBoundingBox([1, 2])',
      'The `_geoBoundingBox` filter expects two pairs of arguments: `_geoBoundingBox([latitude, longitude], [latitude, longitude])`.\n24:24 _geoBoundingBox([1, 2])',
    ],
    [
      '_geoBoundingBox with 3 coordinates in a pair',
      '_geoBoundingBox([1, 2, 3], [4, 5])',
      'Was expecting 2 coordinates but instead found 3.\n18:19 _geoBoundingBox([1, 2, 3], [4, 5])',
    ],
  ])('%s', (_, expression, message) => {
    let error: unknown;
    try {
      parseFilter(expression);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SearchError);
    expect(error).toMatchObject({ code: 'invalid_search_filter', type: 'invalid_request', httpStatus: 400, message });
  });

  it('refuses nesting deeper than 200 levels', () => {
    const deep = `${'('.repeat(60)}a = 1${')'.repeat(60)}`;
    expect(() => parseFilter(deep)).toThrow(/The filter exceeded the maximum depth limit/);
    expect(() => parseFilter(`${'('.repeat(40)}a = 1${')'.repeat(40)}`)).not.toThrow();
  });
});
