import { shellOnly, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (_entry, _params, { tenant }) => shellOnly(tenant, 'success');
export default load;
