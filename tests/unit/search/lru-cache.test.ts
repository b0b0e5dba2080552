import { describe, expect, it } from 'vitest';
import { LruCache } from '../../../server/search/embedded/lru-cache';

describe('LruCache', () => {
  it('makes a value once and returns it again', () => {
    const cache = new LruCache<number>(2);
    let made = 0;
    expect(cache.getOrMake('a', () => ++made)).toBe(1);
    expect(cache.getOrMake('a', () => ++made)).toBe(1);
    expect(made).toBe(1);
  });

  it.each([
    { reads: ['a', 'b', 'c'], kept: ['b', 'c'], dropped: 'a' },
    { reads: ['a', 'b', 'a', 'c'], kept: ['a', 'c'], dropped: 'b' },
  ])('drops the least recently used of $reads', ({ reads, kept, dropped }) => {
    const cache = new LruCache<string>(2);
    for (const key of reads) cache.getOrMake(key, () => key);
    expect(cache.size).toBe(2);
    for (const key of kept) expect(cache.getOrMake(key, () => 'remade')).toBe(key);
    expect(cache.getOrMake(dropped, () => 'remade')).toBe('remade');
  });

  it('makes room before a value made slowly goes in, handing back the oldest', () => {
    const cache = new LruCache<string | null>(2);
    cache.set('a', null);
    expect(cache.makeRoom()).toBeUndefined();
    cache.set('b', 'B');
    expect(cache.get('a')).toBeNull();
    expect(cache.makeRoom()).toBe('B');
    expect(cache.size).toBe(1);
    cache.set('c', 'C');
    cache.set('c', 'C2');
    expect(cache.size).toBe(2);
    expect(cache.get('c')).toBe('C2');
    expect(cache.get('b')).toBeUndefined();
  });
});
