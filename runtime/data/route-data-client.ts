// The browser's side of GET /api/route-data: what the server would seed for an address
// (server/ssr/route-data.ts), fetched on client navigation and warmed on link hover or focus.
import type { QueryClient } from '@tanstack/react-query';
import { fetchJson } from './fetch-json';

interface RouteDataResponse {
  routeId: string;
  status: number;
  redirect?: string;
  queries: { key: readonly unknown[]; data: unknown }[];
  lazy: string[];
}

/** What a screen learns from its route data. */
export interface RouteLoaderData {
  status: number;
  redirect?: string;
}

/**
 * The address a route's data is keyed by. A search screen keeps its route data while only the
 * query string changes: it asks the search API for new results itself.
 */
export function routeDataAddress(entry: { kind: string }, pathname: string, search: string): string {
  return entry.kind === 'search' ? pathname : pathname + search;
}

export const routeDataKey = (address: string) => ['route-data', address] as const;

const routeDataPath = (address: string) => `/api/route-data?path=${encodeURIComponent(address)}`;

const WARM_MS = 30_000;
const warmed = new Map<string, { at: number; data: Promise<RouteDataResponse> }>();

/** Starts fetching an address's data ahead of a likely navigation (link hover or focus). */
export function prefetchRouteData(address: string, now = Date.now()): void {
  const hit = warmed.get(address);
  if (hit && now - hit.at < WARM_MS) return;
  const data = fetchJson<RouteDataResponse>(routeDataPath(address));
  data.catch(() => warmed.delete(address));
  warmed.set(address, { at: now, data });
}

/** The address's data: the warmed copy when fresh (used once), else a new request. */
export function takeRouteData(address: string, now = Date.now()): Promise<RouteDataResponse> {
  const hit = warmed.get(address);
  warmed.delete(address);
  return hit && now - hit.at < WARM_MS ? hit.data : fetchJson<RouteDataResponse>(routeDataPath(address));
}

export function seedQueries(queryClient: QueryClient, queries: RouteDataResponse['queries']): void {
  for (const q of queries) queryClient.setQueryData(q.key, q.data);
}
