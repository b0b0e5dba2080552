import { notFoundData, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (_entry, _params, { tenant }) => notFoundData(tenant);
export default load;
