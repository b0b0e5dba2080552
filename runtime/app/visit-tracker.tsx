// Records each page of the visit for the leads the visitor may send (runtime/forms/visit-tracking.ts).
// The recorder loads on the visitor's first interaction (a lead needs one), so it is not part of
// a first visit's JavaScript; the pages seen before then are recorded in order when it loads.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;
const pending: { site: string; address: string }[] = [];
let recorder: Promise<typeof import('../forms/visit-tracking')> | undefined;

function flush(): void {
  recorder ??= import('../forms/visit-tracking');
  recorder.then(
    (m) => {
      for (const visit of pending.splice(0)) m.recordVisit(visit.site, visit.address);
    },
    (error: unknown) => console.warn('Visit not recorded', error),
  );
}

export function VisitTracker({ site }: { site: string }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    pending.push({ site, address: pathname + search });
    if (recorder) return flush();
    const start = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start);
      flush();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, start, { once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start);
    };
  }, [site, pathname, search]);
  return null;
}
