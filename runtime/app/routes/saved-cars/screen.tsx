import { preloadable } from '../../../ui/preloadable';
import { defineScreen } from '../../route-screen';

/** The screen's code-split part: loaded by the route's loader before it renders. */
export const part = preloadable(() => import('../../vehicle/saved-cars-page'));
const SavedCarsPage = part.Component;

export default defineScreen(() => <SavedCarsPage />);
