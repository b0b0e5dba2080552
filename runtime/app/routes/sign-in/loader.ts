// The sign-in screen reads the session in the browser (GET /api/auth).
import { shellOnly, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (_entry, _params, { tenant }) => shellOnly(tenant, 'signIn');
export default load;
