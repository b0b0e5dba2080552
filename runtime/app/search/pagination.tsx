import { RouterLink } from '../../ui/router-link';
import { searchHref, withPage } from '../../lib/search/search-url';
import type { SearchState } from '../../lib/search/search-types';

/** Page numbers shown: the first, the last, and two either side of the current page; null is a gap (never of one page). */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const near = (p: number) => p === 1 || p === pages || Math.abs(p - current) <= 2;
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (near(p) || (near(p - 1) && near(p + 1))) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

export function Pagination({ state, pages }: { state: SearchState; pages: number }) {
  if (pages <= 1) return null;
  const href = (p: number) => searchHref(withPage(state, p));
  const current = Math.min(state.page, pages);
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          {current > 1 ? (
            <RouterLink to={href(current - 1)} rel="prev">
              Previous
            </RouterLink>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {pageWindow(current, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className="pagination-gap">…</span>
            ) : (
              <RouterLink to={href(p)} aria-current={p === state.page ? 'page' : undefined} aria-label={`Page ${p}`}>
                {p}
              </RouterLink>
            )}
          </li>
        ))}
        <li>
          {current < pages ? (
            <RouterLink to={href(current + 1)} rel="next">
              Next
            </RouterLink>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
