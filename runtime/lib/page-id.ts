// The lead key `page_id` (spec section 3, the generic enquiry form's fields): which page a lead
// was sent from, as an id the dealer can group by, where `url` is the address with its query.
import type { RouteEntry } from './route-table';

/** A content page's document id (`contact-us` for pages/contact-us.json), else the built-in route's id (`vehicle`, `form:finance`). */
export function pageIdOf(entry: Pick<RouteEntry, 'id' | 'page'>): string {
  return entry.page ?? entry.id;
}
