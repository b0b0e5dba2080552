// Template-made documents shared between tenants (server/tenants/shared-documents.ts): equal JSON
// gives one frozen copy, anything else stays the caller's own.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDocument } from '../../server/tenants/shared-documents';
import { loadTenant } from '../../server/tenants/load-tenant';

// Each case's documents are made here, so no other test's documents are in the pool.
const fresh = (tag: string) => ({ tag, steps: [{ title: 'One', fields: { name: { type: 'string' } } }], n: 1 });

describe('sharedDocument', () => {
  it('gives the first frozen copy for an equal document', () => {
    const first = sharedDocument(fresh('equal'));
    const second = sharedDocument(fresh('equal'));
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.steps[0]!.fields)).toBe(true);
  });

  it.each<[string, object, object]>([
    ['a different value', fresh('value'), { ...fresh('value'), n: 2 }],
    ['another key order', { a: 1, b: 2, tag: 'order' }, { b: 2, a: 1, tag: 'order' }],
    ['0 and -0', { z: 0, tag: 'zero' }, { z: -0, tag: 'zero' }],
    ['an array and an object', { v: [1], tag: 'shape' }, { v: { 0: 1 }, tag: 'shape' }],
  ])('keeps documents apart: %s', (_, a, b) => {
    const first = sharedDocument(a);
    const second = sharedDocument(b);
    expect(second).toBe(b);
    expect(first).toBe(a);
    expect(Object.isFrozen(b)).toBe(true);
  });

  it.each<[string, () => object]>([
    ['a Map', () => ({ tag: 'map', m: new Map([[1, 2]]) })],
    ['a class instance', () => ({ tag: 'date', d: new Date(0) })],
    ['an undefined property', () => ({ tag: 'undefined', u: undefined })],
    ['a function', () => ({ tag: 'function', f: () => 1 })],
  ])('never shares a document holding %s', (_, make) => {
    const a = make();
    const b = make();
    expect(sharedDocument(a)).toBe(a);
    expect(sharedDocument(b)).toBe(b);
  });

  it('returns values that are not objects as they are', () => {
    expect(sharedDocument('text')).toBe('text');
    expect(sharedDocument(null)).toBe(null);
  });

  it('two loads of one tenant share its forms, page blocks and route table, not its dealer data', async () => {
    const dir = path.resolve('tests/fixtures/broken/ok');
    const [a, b] = await Promise.all([loadTenant(dir), loadTenant(dir)]);
    const [x, y] = [a.tenant!, b.tenant!];
    expect(y.forms.enquiry).toBe(x.forms.enquiry);
    expect(y.pages.home!.blocks[0]).toBe(x.pages.home!.blocks[0]);
    expect(y.routes).toBe(x.routes);
    expect(y.site).not.toBe(x.site);
    expect(y.collections).not.toBe(x.collections);
    expect(y).toEqual(x);
  });
});
