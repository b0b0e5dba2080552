// page 1 -> 2: a page's path is stored in its canonical form, without a trailing slash.
// The router already treats /contact and /contact/ as one address (duplicate-path says so); with one
// spelling, links, the route table and page overrides compare paths as plain strings.
import type { Migration } from './migration';

export const pagePathsWithoutTrailingSlash: Migration = {
  kind: 'page',
  from: 1,
  description: 'page paths lose their trailing slash (/about-us/ becomes /about-us)',
  migrate(doc) {
    const { path } = doc;
    if (typeof path !== 'string' || path.length < 2 || !path.endsWith('/')) return { ...doc };
    return { ...doc, path: path.replace(/\/+$/, '') };
  },
};
