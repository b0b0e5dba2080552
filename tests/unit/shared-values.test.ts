// A dealer's stock as the server keeps it (server/tenants/shared-values.ts): equal copies, frozen,
// repeated strings and nested values shared within one list, never across lists, rows never merged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareValues } from '../../server/tenants/shared-values';

const isDeepFrozen = (v: unknown): boolean => (typeof v !== 'object' || v === null ? true : Object.isFrozen(v) && Object.values(v).every(isDeepFrozen));

describe('shareValues', () => {
  it.each<[string, object[]]>([
    [
      'flat rows',
      [
        { a: 1, b: 'x' },
        { a: 2, b: 'y' },
      ],
    ],
    [
      'nested objects and arrays',
      [
        { loc: { name: 'A', phones: ['1', '2'] }, list: [] },
        { loc: { name: 'A', phones: ['1', '2'] }, list: [] },
      ],
    ],
    ['null, booleans, numbers, -0', [{ n: null, t: true, f: false, z: -0, x: 1.5 }]],
    ['different key orders', [{ loc: { a: 1, b: 2 } }, { loc: { b: 2, a: 1 } }]],
    ['an empty list', []],
    ['a "__proto__" key stays data', [JSON.parse('{"__proto__": {"x": 1}, "k": 1}') as object]],
  ])('%s: an equal copy, deep-frozen', (_, rows) => {
    const out = shareValues(rows);
    expect(out).toEqual(rows);
    expect(out).not.toBe(rows);
    expect(isDeepFrozen(out)).toBe(true);
    for (const [i, row] of out.entries()) {
      expect(Object.keys(row)).toEqual(Object.keys(rows[i]!));
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    }
  });

  it('never changes its input', () => {
    const rows = [{ loc: { name: 'A' } }, { loc: { name: 'A' } }];
    shareValues(rows);
    expect(Object.isFrozen(rows[0])).toBe(false);
    expect(rows[0]!.loc).not.toBe(rows[1]!.loc);
  });

  it('shares equal nested values within the list, and only equal ones', () => {
    const [a, b, c] = shareValues([
      { loc: { name: 'A', n: 0 }, images: [{ url: '/1' }], none: [] },
      { loc: { name: 'A', n: 0 }, images: [{ url: '/1' }, { url: '/2' }], none: [] },
      { loc: { name: 'A', n: -0 }, images: [{ url: '/2' }], none: [] },
    ]);
    expect(a!.loc).toBe(b!.loc);
    expect(a!.none).toBe(b!.none);
    expect(a!.images[0]).toBe(b!.images[0]);
    expect(b!.images[1]).toBe(c!.images[0]);
    expect(a!.images).not.toBe(b!.images);
    // 0 and -0 are different JSON numbers to Object.is; they are not merged.
    expect(c!.loc).not.toBe(a!.loc);
    expect(Object.is(c!.loc.n, -0)).toBe(true);
  });

  it('never merges two rows, and shares nothing with another list', () => {
    const row = { id: 1, loc: { name: 'A' } };
    const [a, b] = shareValues([row, { ...row }]);
    expect(a).not.toBe(b);
    expect(a!.loc).toBe(b!.loc);
    const [other] = shareValues([row]);
    expect(other!.loc).not.toBe(a!.loc);
  });

  it('keeps a sample stock equal, car for car', () => {
    const file = path.resolve('tenants/riverbend-mazda/stock.json');
    const cars = (JSON.parse(readFileSync(file, 'utf8')) as { cars: object[] }).cars;
    expect(shareValues(cars)).toEqual(cars);
  });
});
