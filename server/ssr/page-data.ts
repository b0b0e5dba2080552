// What the server prefetches for a page: the page itself and every collection its blocks,
// header and footer declare in the block registry.
import { matchRoutes } from 'react-router';
import { getBlock } from '../../blocks/registry';
import { queryKeys, type DataKind } from '../../runtime/data/query-keys';
import type { Tenant } from '../tenants/tenant';

export interface PageMatch {
  status: 200 | 404;
  pageId?: string;
  queries: { key: readonly unknown[]; data: unknown }[];
}

const SHELL_BLOCKS = ['header', 'footer'];

export function matchPage(tenant: Tenant, pathname: string): PageMatch {
  const match = matchRoutes(
    tenant.routes.map((r) => ({ path: r.path, id: r.page })),
    pathname,
  );
  const pageId = match?.[0]?.route.id;
  const page = pageId ? tenant.pages[pageId] : undefined;
  const kinds = new Set<DataKind>();
  for (const type of [...SHELL_BLOCKS, ...(page?.blocks.map((b) => b.type) ?? [])]) {
    for (const kind of getBlock(type)?.data ?? []) kinds.add(kind);
  }
  const queries: PageMatch['queries'] = [...kinds].map((kind) => ({ key: queryKeys.data(kind), data: tenant.collections[kind] }));
  if (page && pageId) queries.push({ key: queryKeys.page(pageId), data: page });
  return page && pageId ? { status: 200, pageId, queries } : { status: 404, queries };
}
