// A block's `load` result (blocks/contract.ts): the server seeds it under blockDataKey(address,
// index) with the page, and GET /api/route-data serves the same seeds on client navigation, so
// the component reads it without waiting. The index comes from the block's place on its page.
import { createContext, useContext, type ReactNode } from 'react';
import { useSuspenseQuery, type QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { blockDataKey } from '../../blocks/contract';
import { takeRouteData } from './route-data-client';

const BlockIndex = createContext<number>(-1);

export function BlockIndexProvider({ index, children }: { index: number; children: ReactNode }) {
  return <BlockIndex.Provider value={index}>{children}</BlockIndex.Provider>;
}

const sameKey = (a: readonly unknown[], b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/** What this block's `load` hook returned for the current address. */
export function useBlockData<T>(): T {
  const index = useContext(BlockIndex);
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const key = blockDataKey(address, index);
  return useSuspenseQuery({
    queryKey: key,
    queryFn: async () => {
      const data = await takeRouteData(address);
      const seed = data.queries.find((q) => sameKey(q.key, key));
      return (seed?.data ?? null) as T;
    },
  }).data as T;
}
