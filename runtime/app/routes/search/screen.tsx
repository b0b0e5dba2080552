import { preloadable } from '../../../ui/preloadable';
import { defineScreen } from '../../route-screen';

/** The screen's code-split part: loaded by the route's loader before it renders. */
export const part = preloadable(() => import('../../search/search-page'));
const SearchPage = part.Component;

export default defineScreen(() => <SearchPage />);
