// A block instance's `load` result (blocks/contract.ts), seeded by the server for the page's
// address or fetched with the route's data on client navigation.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { blockDataKey } from './query-keys';
import { headOf, type ItemHead } from '../lib/item-head';

const BlockIndex = createContext<number>(-1);

/** Set by the block renderer around each block of a page. */
export function BlockIndexProvider({ index, children }: { index: number; children: ReactNode }) {
  return createElement(BlockIndex.Provider, { value: index }, children);
}

/** The data this block's `load` hook returned for the current address (undefined if none). */
export function useBlockData<T>(): T | undefined {
  const index = useContext(BlockIndex);
  const { pathname, search } = useLocation();
  return useQuery<T>({ queryKey: blockDataKey(pathname + search, index), queryFn: () => Promise.resolve(undefined as T), enabled: false, staleTime: Infinity }).data;
}

/** The page head the first of a page's blocks offers for its item (lib/item-head.ts), if any. */
export function useItemHead(blockCount: number): ItemHead | undefined {
  const { pathname, search } = useLocation();
  const results = useQueries({
    queries: Array.from({ length: blockCount }, (_, index) => ({
      queryKey: blockDataKey(pathname + search, index),
      queryFn: () => Promise.resolve(undefined as unknown),
      enabled: false,
      staleTime: Infinity,
    })),
  });
  for (const result of results) {
    const head = headOf(result.data);
    if (head) return head;
  }
  return undefined;
}
