// The site's session data from the dealer dashboard (spec section 7), through this server (which
// holds the dashboard credentials, or answers itself when no dashboard is configured). Cached
// under 'website-session' and never refetched on focus, reconnect or when stale.
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from './fetch-json';
import type { WebsiteSessionData } from '../lib/website-session';

export const WEBSITE_SESSION_KEY = 'website-session';

export function websiteSessionPath(websiteId: number | string): string {
  return `/api/dashboard/api/v1/websites/${encodeURIComponent(String(websiteId))}/website_session_data.json`;
}

export function websiteSessionQuery(websiteId: number | string, load: (url: string) => Promise<WebsiteSessionData> = (url) => fetchJson<WebsiteSessionData>(url)) {
  return queryOptions({
    queryKey: [WEBSITE_SESSION_KEY],
    queryFn: () => load(websiteSessionPath(websiteId)),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}
