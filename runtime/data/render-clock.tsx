// The hydration-safe clock. Time-dependent text ("open now", "new arrival", "sold 2 days ago")
// must render the same on the server and in the first browser render, or hydration fails: the
// server's render instant travels in the boot data, and the live clock takes over after mount.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

// null outside the app shell (a block rendered alone in a test): the live clock from the start.
const RenderClock = createContext<number | null>(null);

export function RenderClockProvider({ renderedAt, children }: { renderedAt: number; children: ReactNode }) {
  return <RenderClock.Provider value={renderedAt}>{children}</RenderClock.Provider>;
}

/**
 * Now, in milliseconds: the server's render time during SSR and hydration, then the browser's
 * clock, refreshed every `refreshMs` (default one minute).
 */
export function useNow(refreshMs = 60_000): number {
  const renderedAt = useContext(RenderClock);
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
