import type { RouteLoader } from '../../../../server/ssr/route-answer';

// Served by server/seo before rendering; reached here only through /api/route-data.
const load: RouteLoader = async () => ({ status: 200, queries: [], lazy: [] });
export default load;
