// Template merge rules: objects deep-merge, arrays and scalars from the later document replace.
import { describe, expect, it } from 'vitest';
import { copyJson, deepFreeze, deepMerge, mergeAll } from '../../server/tenants/merge';

describe('deepMerge', () => {
  it.each<[string, unknown, unknown, unknown]>([
    ['objects deep-merge, keys of both kept', { a: { x: 1, y: 2 } }, { a: { y: 3, z: 4 } }, { a: { x: 1, y: 3, z: 4 } }],
    ['nested objects merge at every depth', { a: { b: { c: 1, d: 1 } } }, { a: { b: { d: 2 } } }, { a: { b: { c: 1, d: 2 } } }],
    ['arrays replace, they are not concatenated', { list: [1, 2, 3] }, { list: [9] }, { list: [9] }],
    ['an empty array replaces a full one', { list: [1, 2] }, { list: [] }, { list: [] }],
    ['objects inside arrays are not merged by index', { list: [{ a: 1, b: 2 }] }, { list: [{ a: 3 }] }, { list: [{ a: 3 }] }],
    ['scalars replace', { a: 'template', n: 1 }, { a: 'tenant', n: 2 }, { a: 'tenant', n: 2 }],
    ['false and 0 replace true and 1', { on: true, n: 1 }, { on: false, n: 0 }, { on: false, n: 0 }],
    ['null replaces an object', { a: { x: 1 } }, { a: null }, { a: null }],
    ['an object replaces a scalar', { a: 1 }, { a: { x: 1 } }, { a: { x: 1 } }],
    ['an array replaces an object', { a: { x: 1 } }, { a: [1] }, { a: [1] }],
    ['an object replaces an array', { a: [1] }, { a: { x: 1 } }, { a: { x: 1 } }],
    ['undefined over keeps the base', { a: 1 }, undefined, { a: 1 }],
  ])('%s', (_, base, over, expected) => expect(deepMerge(base, over)).toEqual(expected));

  it('never mutates its inputs (frozen inputs do not throw and stay equal)', () => {
    const base = deepFreeze({ a: { x: 1, list: [{ k: 1 }] }, s: 'a' });
    const over = deepFreeze({ a: { y: 2 }, s: 'b' });
    expect(() => deepMerge(base, over)).not.toThrow();
    expect(base).toEqual({ a: { x: 1, list: [{ k: 1 }] }, s: 'a' });
    expect(over).toEqual({ a: { y: 2 }, s: 'b' });
  });

  it('shares no object with its inputs: mutating the result leaves template and tenant untouched', () => {
    const base = { a: { x: 1, list: [{ k: 1 }] }, keep: { deep: { v: 1 } } };
    const over = { a: { y: 2 }, arr: [{ k: 2 }] };
    const merged = deepMerge(base, over) as { a: { x: number; list: { k: number }[] }; keep: { deep: { v: number } }; arr: { k: number }[] };
    merged.a.x = 99;
    merged.a.list[0]!.k = 99;
    merged.keep.deep.v = 99;
    merged.arr[0]!.k = 99;
    expect(base).toEqual({ a: { x: 1, list: [{ k: 1 }] }, keep: { deep: { v: 1 } } });
    expect(over).toEqual({ a: { y: 2 }, arr: [{ k: 2 }] });
  });

  it('keeps a "__proto__" key as data instead of replacing the prototype', () => {
    const over = JSON.parse('{"__proto__": {"phone": "1"}}') as unknown;
    const merged = deepMerge({ a: 1 }, over) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['a', '__proto__']);
    expect(merged.phone).toBeUndefined();
  });
});

describe('mergeAll', () => {
  it('merges first to last: templates first, the tenant last wins', () => {
    const car = { locale: 'en-AU', theme: { colors: { primary: '#111', accent: '#222' } } };
    const group = { theme: { colors: { accent: '#333' } }, nav: ['a', 'b'] };
    const tenant = { theme: { colors: { primary: '#444' } }, nav: ['c'] };
    expect(mergeAll([car, group, tenant])).toEqual({ locale: 'en-AU', theme: { colors: { primary: '#444', accent: '#333' } }, nav: ['c'] });
  });

  it('returns a copy of a single document, not the document itself', () => {
    const only = { a: { b: 1 } };
    const merged = mergeAll([only]) as typeof only;
    expect(merged).toEqual(only);
    merged.a.b = 2;
    expect(only.a.b).toBe(1);
  });

  it('of nothing is undefined', () => expect(mergeAll([])).toBeUndefined());
});

describe('copyJson', () => {
  const text = '{"a":[1,"two",null,true,{"b":[[]]}],"__proto__":{"polluted":1},"c":{"d":-0.5}}';

  it('copies parsed JSON as structuredClone does: keys in order, "__proto__" as data, nothing shared', () => {
    const data = deepFreeze(JSON.parse(text) as Record<string, unknown>);
    const copy = copyJson(data) as Record<string, unknown>;
    expect(copy).toEqual(structuredClone(data));
    expect(Object.keys(copy)).toEqual(['a', '__proto__', 'c']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(JSON.stringify(copy)).toBe(text);
    expect(Object.isFrozen(copy) || Object.isFrozen(copy.a) || Object.isFrozen(copy.c)).toBe(false);
  });
});
