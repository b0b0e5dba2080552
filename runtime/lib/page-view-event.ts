// The page-view event of an address (spec section 9 event ids 1-13). Kept apart from the widget
// rules: the shell records page views, and this file is all it needs.

interface PageViewSite {
  basePath: string;
  searchPath: string;
  modelSlugs: readonly string[];
}

const FORM_PATHS = /^\/(finance|finance-enquiry|apply-for-finance|finance-pre-approval|trade-in|book-test-drive|sell-your-car|book-a-service(?:-[a-z0-9-]+)?)$/;

/**
 * Page-view event ids 1-13 by page kind (the spec gives the range, not the mapping): home 1,
 * search 2, vehicle 3, offers 4, offer 5, models 6, model 7, locations 8, contact 9, blog 10,
 * blog post 11, form screen 12, any other page 13.
 */
export function pageViewEvent(pathname: string, site: PageViewSite): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const base = site.basePath.replace(/\/+$/, '');
  if (path === '/') return 1;
  if (path === base || path.startsWith('/search') || path === site.searchPath.replace(/\/+$/, '')) return 2;
  if (path.startsWith(`${base}/`)) return FORM_PATHS.test(path.slice(base.length)) ? 12 : 3;
  if (path === '/special-offers') return 4;
  if (path.startsWith('/offers/')) return 5;
  if (path === '/models') return 6;
  if (site.modelSlugs.includes(path.slice(1))) return 7;
  if (path === '/our-locations' || path.startsWith('/our-locations/')) return 8;
  if (path === '/contact' || path.startsWith('/contact-us')) return 9;
  if (path === '/blog' || path === '/news') return 10;
  if (path.startsWith('/blog/') || path.startsWith('/news/')) return 11;
  if (FORM_PATHS.test(path)) return 12;
  return 13;
}
