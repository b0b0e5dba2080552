import { legacyRedirect } from '../../../lib/links';
import { redirectPath } from '../../../lib/route-table';
import { notFoundData, redirectTo, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (entry, params, { tenant, pathname, search }) => {
  if (entry.to !== 'legacy') return redirectTo(redirectPath(entry, params) + search);
  const site = tenant.site;
  const target = legacyRedirect(pathname + search, { usePagesPath: site.flags?.use_pages_path, blogToNews: site.features?.blog_to_news });
  return target ? redirectTo(target) : notFoundData(tenant);
};
export default load;
