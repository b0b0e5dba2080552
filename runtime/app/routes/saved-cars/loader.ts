// Favourites live in the browser: the server renders the saved-cars page's empty state.
import { shellOnly, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (_entry, _params, { tenant }) => shellOnly(tenant, 'savedCars');
export default load;
