// The lead key `page_id` (spec section 3, the generic enquiry form's fields): which page a lead
// was sent from, as an id the dealer can group by, where `url` is the address with its query.
import type { RouteEntry } from './route-table';

const MAX_PAGE_ID = 64;

/**
 * A content page's document id (`contact-us` for pages/contact-us.json), else the built-in route's
 * id (`vehicle`; a form screen `form:/cars/book-test-drive` gives `form:cars-book-test-drive`),
 * written as the server accepts a page id: letters, digits, `-`, `_` and `:`, at most 64
 * characters (server/leads/lead-keys.ts). Route ids of form screens hold their path, and a
 * path's `/` would get every lead of the screen refused.
 */
export function pageIdOf(entry: Pick<RouteEntry, 'id' | 'page'>): string {
  const id = (entry.page ?? entry.id)
    .replace(/:\/+/g, ':')
    .replace(/[^A-Za-z0-9:_-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, MAX_PAGE_ID)
    .replace(/-+$/, '');
  return id || 'page';
}
