// Records each page of the visit for the leads the visitor may send (runtime/forms/visit-tracking.ts).
// The recorder loads after hydration, so it is not part of the first visit's JavaScript.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function VisitTracker({ site }: { site: string }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    import('../forms/visit-tracking').then(
      (m) => m.recordVisit(site, pathname + search),
      (error: unknown) => console.warn('Visit not recorded', error),
    );
  }, [site, pathname, search]);
  return null;
}
