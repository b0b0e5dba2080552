import { createContext, useContext, type ReactNode } from 'react';

type Prefetch = (path: string) => void;

const PrefetchContext = createContext<Prefetch>(() => {});

/** Supplied by the app shell: warms the data of the page at `path` (hover or focus on a link). */
export function RoutePrefetchProvider({ prefetch, children }: { prefetch: Prefetch; children: ReactNode }) {
  return <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>;
}

export function usePrefetchPath(): Prefetch {
  return useContext(PrefetchContext);
}
