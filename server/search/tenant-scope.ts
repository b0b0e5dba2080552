// Every query a visitor sends is ANDed with its tenant's scope, so no query can reach another
// tenant's car or a car hidden from the dealer website.
import type { SearchQuery } from '../../runtime/lib/search/search-types';
import { CARS_INDEX } from '../../runtime/lib/search/search-types';
import type { Site } from '../../schemas/types/site';
import { SearchError } from './embedded';

function quote(value: string | number): string {
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** The tenant's dealership ids, as the stock feed writes them (site.dealership_id and dealerships[].id). */
export function dealershipIds(site: Site): (string | number)[] {
  const ids = [...(site.dealerships ?? []).map((d) => d.id), ...(site.dealership_id !== undefined ? [site.dealership_id] : [])];
  return [...new Set(ids.map((id) => String(id)))].map((id) => (/^\d+$/.test(id) ? Number(id) : id));
}

export function scopeFilter(site: Site): string {
  const ids = dealershipIds(site);
  const visible = 'show_on_dealer_website = true';
  return ids.length ? `${visible} AND dealership_id IN [${ids.map(quote).join(', ')}]` : visible;
}

/** Validates the queries' shape and ANDs each filter with the tenant scope. */
export function scopeQueries(body: unknown, site: Site): SearchQuery[] {
  const queries = (body as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(queries)) throw new SearchError('bad_request', 'Invalid value type at `.queries`: expected an array.');
  if (queries.length > 50) throw new SearchError('bad_request', 'Too many queries in one multi-search: at most 50.');
  const scope = scopeFilter(site);
  return queries.map((raw, i) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new SearchError('bad_request', `Invalid value type at \`.queries[${i}]\`: expected an object.`);
    const query = raw as SearchQuery;
    if (query.indexUid !== CARS_INDEX) throw new SearchError('index_not_found', `Inside \`.queries[${i}]\`: Index \`${String(query.indexUid)}\` not found.`, 404);
    const filter = query.filter;
    const scoped = filter === undefined || filter === null || filter === '' ? [scope] : Array.isArray(filter) ? [scope, ...filter] : [scope, filter];
    return { ...query, filter: scoped };
  });
}
