import { describe, expect, it } from 'vitest';
import { mapHeader, type ColumnMapping } from '../../../runtime/lib/feeds/column-mapping';

describe('mapHeader: a CSV header row named as Car fields through the column mapping', () => {
  it.each<[string, readonly string[], ColumnMapping | null, (string | null)[]]>([
    ['no mapping keeps every header', ['Stock No', 'make'], null, ['Stock No', 'make']],
    ['a mapped column is renamed', ['Stock No', 'make'], { 'Stock No': 'stocknum' }, ['stocknum', 'make']],
    ['a column mapped to null is dropped (null)', ['Stock No', 'Internal'], { Internal: null }, ['Stock No', null]],
    ['an unmapped column keeps its header', ['price'], { 'Stock No': 'stocknum' }, ['price']],
    ['names match exactly (case counts)', ['stock no'], { 'Stock No': 'stocknum' }, ['stock no']],
    ['an inherited key is not a mapping', ['toString', 'constructor'], {}, ['toString', 'constructor']],
    ['two columns may map to one field (the parser reports the duplicate)', ['A', 'B'], { A: 'make', B: 'make' }, ['make', 'make']],
    ['an empty header', [], { A: 'make' }, []],
  ])('%s', (_name, header, mapping, expected) => expect(mapHeader(header, mapping)).toEqual(expected));

  it('returns a new array, never the header itself', () => {
    const header = ['make'];
    expect(mapHeader(header, null)).not.toBe(header);
  });
});
