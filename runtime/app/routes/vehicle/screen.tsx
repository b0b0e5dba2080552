import { preloadable } from '../../../ui/preloadable';
import { defineScreen } from '../../route-screen';

/** The screen's code-split part: loaded by the route's loader before it renders. */
export const part = preloadable(() => import('../../vehicle/vehicle-page'));
const VehiclePage = part.Component;

export default defineScreen(() => <VehiclePage />);
