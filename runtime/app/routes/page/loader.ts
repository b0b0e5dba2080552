// A content page: an address whose parameter names no record of the data the page's blocks range
// over is a 404 before any block loads (runtime/lib/route-params.ts, the table validate checks
// links with); then every block's `load` runs (blocks bring their own; no branch on a block's
// type), and a block may answer 404 or a redirect for the whole page.
import { loadOutcome, outcomeKind } from '../../../../blocks/contract';
import { getContract, shellBlockTypes } from '../../../../blocks/registry';
import { blockDataKey, queryKeys } from '../../../data/query-keys';
import { blockLoadContext } from '../../../../server/ssr/block-load-context';
import { deadParam } from '../../../lib/route-params';
import { tenantParamValues } from '../../../../server/ssr/param-values';
import { collectionSeeds, notFoundData, redirectTo, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (entry, params, req) => {
  const { tenant } = req;
  const page = entry.page ? tenant.pages[entry.page] : undefined;
  if (!page || deadParam(entry.params, params, tenantParamValues(tenant))) return notFoundData(tenant);
  const context = blockLoadContext(req, params);
  const address = req.pathname + req.search;
  const results = await Promise.all(page.blocks.map((block) => getContract(block.type)?.load?.(block.props ?? {}, context)));
  for (const [index, result] of results.entries()) {
    const outcome = loadOutcome(result);
    if (outcome) {
      if (outcomeKind(outcome) === 'redirect') return redirectTo((outcome as { to: string }).to);
      return notFoundData(tenant);
    }
    if (result !== undefined) context.seed(blockDataKey(address, index), result);
  }
  const types = page.blocks.map((b) => b.type);
  return {
    status: 200,
    queries: [...collectionSeeds(tenant, types, true), { key: queryKeys.page(page.id), data: page }, ...context.seeds],
    lazy: [...new Set(types.filter((t) => !(shellBlockTypes as readonly string[]).includes(t)).map((t) => `block:${t}`))],
  };
};
export default load;
