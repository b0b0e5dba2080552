// Where a feed warning points on a CSV import line: cellColumn counts only the commas outside
// quotes, so a quoted cell with commas or doubled quotes does not shift the columns after it.
import { describe, expect, it } from 'vitest';
import { cellColumn } from '../../../builder-cli/stock/feed-warnings';

const CASES: readonly [line: string, index: number, column: number, why: string][] = [
  ['a,b,c', 0, 1, 'the first cell starts the line'],
  ['a,b,c', 2, 5, 'plain cells'],
  ['a,"b,c",d', 1, 3, 'a quoted cell starts at its opening quote'],
  ['a,"b,c",d', 2, 9, 'a comma inside quotes is not a cell boundary'],
  ['"x ""y"", z",w', 1, 14, 'doubled quotes inside a quoted cell keep it quoted'],
  ['"1HGCM82633A004352","Mazda, CX-5",120000', 2, 35, 'a VIN, a make with a comma, the odometer'],
  ['a,b,', 2, 5, 'an empty last cell is just past the line'],
  ['', 0, 1, 'an empty line has one empty cell'],
  ['a,b', 5, 1, 'a cell past the end falls back to the line start'],
];

describe('cellColumn', () => {
  it.each(CASES)('%j cell %i starts at column %i (%s)', (line, index, column) => {
    expect(cellColumn(line, index)).toBe(column);
  });
});
