// The route being shown, for the lead's `page_id`: its page document's id, else its route id, as
// the route screen sets it (the shell carries no more than that). The forms on it turn it into a
// page id (runtime/lib/page-id.ts), in their own chunk. Outside a route (the shell) there is none.
import { createContext, useContext } from 'react';

export const PageIdContext = createContext<string>('');

/** The route's page document id, else its route id ('' outside a route). */
export function useRouteIdentity(): string {
  return useContext(PageIdContext);
}
