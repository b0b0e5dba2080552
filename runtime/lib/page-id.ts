// The lead key `page_id` (spec section 3, the generic enquiry form's fields): which page a lead
// was sent from, as an id the dealer can group by, where `url` is the address with its query.
const MAX_PAGE_ID = 64;

/**
 * The page id of a route, from its page document's id or else its route id (PageIdContext):
 * `contact-us` for pages/contact-us.json, `vehicle`, and for a form screen `form:/cars/book-test-drive`
 * gives `form:cars-book-test-drive`. Written as the server accepts a page id (letters, digits, `-`,
 * `_` and `:`, at most 64 characters; server/leads/lead-keys.ts): a form screen's route id holds
 * its path, and a `/` would get every lead of the screen refused.
 */
export function pageIdOf(route: string): string {
  const id = route
    .replace(/:\/+/g, ':')
    .replace(/[^A-Za-z0-9:_-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, MAX_PAGE_ID)
    .replace(/-+$/, '');
  // '' outside a route: no page id.
  return id || (route ? 'page' : '');
}
