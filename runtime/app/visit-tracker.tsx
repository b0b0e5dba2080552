// Records each page of the visit for the leads the visitor may send (runtime/forms/visit-tracking.ts).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordVisit } from '../forms/visit-tracking';

export function VisitTracker({ site }: { site: string }) {
  const { pathname, search } = useLocation();
  useEffect(() => recordVisit(site, pathname + search), [site, pathname, search]);
  return null;
}
