// Every query a visitor sends is ANDed with its tenant's scope, so no query can reach another
// tenant's car or a car the website does not show (hidden, or sold before the listing window:
// runtime/lib/vehicle/visibility.ts).
import type { SearchQuery } from '../../runtime/lib/search/search-types';
import { CARS_INDEX } from '../../runtime/lib/search/search-types';
import { shownCarsFilter, soldWindowDays } from '../../runtime/lib/vehicle/visibility';
import type { Site } from '../../schemas/types/site';
import { SearchError } from './embedded';
import { MAX_HITS_PER_REQUEST, MAX_QUERIES } from './embedded/search-limits';

function quote(value: string | number): string {
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** The tenant's dealership ids, as the stock feed writes them (site.dealership_id and dealerships[].id). */
export function dealershipIds(site: Site): (string | number)[] {
  const ids = [...(site.dealerships ?? []).map((d) => d.id), ...(site.dealership_id !== undefined ? [site.dealership_id] : [])];
  return [...new Set(ids.map((id) => String(id)))].map((id) => (/^\d+$/.test(id) ? Number(id) : id));
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function scopeFilter(site: Site, nowSeconds = nowInSeconds()): string {
  const ids = dealershipIds(site);
  const visible = shownCarsFilter(nowSeconds, soldWindowDays(site));
  return ids.length ? `${visible} AND dealership_id IN [${ids.map(quote).join(', ')}]` : visible;
}

const INDEX_UID = /^[a-zA-Z0-9_-]{1,400}$/;

/** The index a query names, checked as Meilisearch does; only `cars` exists for a tenant. */
export function checkIndexUid(uid: unknown, where: string, notFoundStatus: number): void {
  if (uid === undefined) throw new SearchError('missing_index_uid', `Missing field \`indexUid\`${where ? ` inside \`${where}\`` : ''}`);
  if (typeof uid !== 'string' || !INDEX_UID.test(uid)) {
    throw new SearchError(
      'invalid_index_uid',
      `Invalid value at \`${where}.indexUid\`: \`${typeof uid === 'string' ? uid : JSON.stringify(uid)}\` is not a valid index uid. Index uid can be an integer or a string containing only alphanumeric characters, hyphens (-) and underscores (_), and can not be more than 512 bytes.`,
    );
  }
  if (uid !== CARS_INDEX) throw new SearchError('index_not_found', `${where ? `Inside \`${where}\`: ` : ''}Index \`${uid}\` not found.`, notFoundStatus);
}

/** One query's filter ANDed with the tenant scope. */
export function scopeQuery<T extends { filter?: unknown }>(query: T, site: Site, nowSeconds = nowInSeconds()): T & { filter: (string | string[])[] } {
  const scope = scopeFilter(site, nowSeconds);
  const filter = query.filter;
  const scoped =
    filter === undefined || filter === null || filter === ''
      ? [scope]
      : Array.isArray(filter)
        ? [scope, ...(filter as (string | string[])[])]
        : [scope, filter as string];
  return { ...query, filter: scoped };
}

/** Hits a query can return: its page size, capped by maxTotalHits. */
function requestedHits(query: Record<string, unknown>): number {
  const size = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback);
  const finite = query.page !== undefined || query.hitsPerPage !== undefined;
  return Math.min(finite ? size(query.hitsPerPage, 20) : size(query.limit, 20), 1000);
}

/** Validates a multi-search body's shape, its size limits, and ANDs each filter with the tenant scope. */
export function scopeQueries(body: unknown, site: Site, nowSeconds = nowInSeconds()): SearchQuery[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SearchError(
      'bad_request',
      `Invalid value type: expected an object, but found ${body === null ? 'null' : Array.isArray(body) ? 'an array' : typeof body}`,
    );
  }
  for (const key of Object.keys(body)) {
    if (key !== 'queries' && key !== 'federation')
      throw new SearchError('bad_request', `Unknown field \`${key}\`: expected one of \`queries\`, \`federation\``);
  }
  const queries = (body as { queries?: unknown }).queries;
  if (queries === undefined) throw new SearchError('bad_request', 'Missing field `queries`');
  if (!Array.isArray(queries)) throw new SearchError('bad_request', 'Invalid value type at `.queries`: expected an array.');
  if (queries.length > MAX_QUERIES) throw new SearchError('bad_request', `Too many queries in one multi-search: at most ${MAX_QUERIES}.`);
  let hits = 0;
  // A federated search's hits are bounded by federation.offset + limit (server/search/federation.ts).
  const federated = (body as { federation?: unknown }).federation !== undefined && (body as { federation?: unknown }).federation !== null;
  return queries.map((raw: unknown, i) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new SearchError('bad_request', `Invalid value type at \`.queries[${i}]\`: expected an object.`);
    const query = raw as SearchQuery;
    checkIndexUid(query.indexUid, `.queries[${i}]`, 400);
    if (!federated) hits += requestedHits(raw as Record<string, unknown>);
    if (!federated && (raw as Record<string, unknown>).federationOptions !== undefined) {
      throw new SearchError(
        'invalid_multi_search_federation_options',
        `Inside \`.queries[${i}]\`: Using \`federationOptions\` is not allowed in a non-federated search.\n - Hint: remove \`federationOptions\` from query #${i} or add \`federation\` to the request.`,
      );
    }
    if (hits > MAX_HITS_PER_REQUEST)
      throw new SearchError(
        'bad_request',
        `A multi-search may ask for at most ${MAX_HITS_PER_REQUEST} hits in all (limit or hitsPerPage summed over its queries).`,
      );
    return scopeQuery(query, site, nowSeconds);
  });
}
