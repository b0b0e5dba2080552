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
});
