import { preloadable } from '../../../ui/preloadable';
import { defineScreen } from '../../route-screen';

/** The screen's code-split part: loaded by the route's loader before it renders. */
export const part = preloadable(() => import('../../not-found'));
const NotFound = part.Component;

export default defineScreen(() => <NotFound />);
