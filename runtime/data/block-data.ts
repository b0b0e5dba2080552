// A block instance's `load` result (blocks/contract.ts), seeded by the server for the page's
// address or fetched with the route's data on client navigation.
import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { blockDataKey } from './query-keys';
import { headOf, type ItemHead } from '../lib/item-head';
import type { BlockDataOf } from '../lib/load-outcome';

const BlockIndex = createContext<number>(-1);

/** Set by the block renderer around each block of a page. */
export function BlockIndexProvider({ index, children }: { index: number; children: ReactNode }) {
  return createElement(BlockIndex.Provider, { value: index }, children);
}

/**
 * The data this block's `load` hook returned for the current address (undefined if none), typed
 * from the contract's `load` (`useBlockData(contract)`, as React Router's useLoaderData). Only
 * the contract's type is used: the browser build replaces contracts with an empty object
 * (vite.config.ts), so no `load` code reaches it.
 */
export function useBlockData<C>(_contract: C): BlockDataOf<C> | undefined {
  type T = BlockDataOf<C>;
  const index = useContext(BlockIndex);
  const { pathname, search } = useLocation();
  return useQuery<T>({ queryKey: blockDataKey(pathname + search, index), queryFn: () => Promise.resolve(undefined as T), enabled: false, staleTime: Infinity }).data;
}

/**
 * The page head the first of a page's blocks offers for its item (lib/item-head.ts), if any.
 * Read from the query cache directly (useQueries would add its observer to the shell).
 */
export function useItemHead(blockCount: number): ItemHead | undefined {
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  const subscribe = useCallback((notify: () => void) => client.getQueryCache().subscribe(notify), [client]);
  const read = () => {
    for (let index = 0; index < blockCount; index++) {
      const head = headOf(client.getQueryData(blockDataKey(pathname + search, index)));
      if (head) return head;
    }
    return undefined;
  };
  return useSyncExternalStore(subscribe, read, read);
}
