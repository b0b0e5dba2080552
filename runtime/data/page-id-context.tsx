// The id of the page being shown (runtime/lib/page-id.ts), for the lead's `page_id`: set by the
// route screen, read by the forms on it. Outside a route (the shell) there is none.
import { createContext, useContext } from 'react';

export const PageIdContext = createContext<string>('');

export function usePageId(): string {
  return useContext(PageIdContext);
}
