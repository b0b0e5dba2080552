import { preloadable } from '../../../ui/preloadable';
import { defineScreen } from '../../route-screen';
import { part as notFound } from '../not-found/screen';

/** The screen's code-split part: loaded by the route's loader before it renders. */
export const part = preloadable(() => import('../../search/search-page'));
const SearchPage = part.Component;
const NotFound = notFound.Component;

// An address the search refused (its loader answered 400) shows the site's 400 page.
export default defineScreen((_entry, status) => (status === 400 ? <NotFound badRequest /> : <SearchPage />));
