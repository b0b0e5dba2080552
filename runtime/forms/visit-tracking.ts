// What a lead says about the visit (spec sections 3 and 9): the pages seen (last 50) and the
// tracking parameters of the first page (gclid, fbclid, utm_source, utm_medium, utm_campaign),
// both forgotten 30 days after the visit log started. Kept in localStorage per site. The shell
// records every page; the lead form reads the log. Tiny on purpose: it ships with every page.

const VISITED_PAGES_CAP = 50;
export const VISIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const TRACKING_PARAMS = ['gclid', 'fbclid', 'utm_source', 'utm_medium', 'utm_campaign'] as const;

export interface VisitLog {
  /** When this log started (ms); the whole log resets 30 days later. */
  started: number;
  pages: { url: string; at: number }[];
  /** Tracking parameters of the first page that had any, with when they were captured. */
  params: Record<string, string>;
  paramsAt?: number;
}

const storageKey = (site: string) => `dealer:${site}:visits`;

function trackingParamsOf(url: string): Record<string, string> {
  const query = new URL(url, 'http://localhost').searchParams;
  const kept: Record<string, string> = {};
  for (const name of TRACKING_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) kept[name] = value.slice(0, 256);
  }
  return kept;
}

/** The log after visiting `url` at `now`: reset when older than 30 days, pages capped at the last 50. */
export function withVisit(log: VisitLog | null, url: string, now: number): VisitLog {
  const fresh = !log || now - log.started > VISIT_WINDOW_MS;
  const current: VisitLog = fresh ? { started: now, pages: [], params: {} } : log;
  const last = current.pages[current.pages.length - 1];
  const pages = last?.url === url ? current.pages : [...current.pages, { url, at: now }].slice(-VISITED_PAGES_CAP);
  if (Object.keys(current.params).length > 0) return { ...current, pages };
  const params = trackingParamsOf(url);
  return Object.keys(params).length ? { ...current, pages, params, paramsAt: now } : { ...current, pages };
}

/** The lead's visited_pages and linked_query_params from the log (nothing once it is 30 days old). */
export function leadTracking(
  log: VisitLog | null,
  now: number,
): { visited_pages: { url: string; at: number }[]; linked_query_params: Record<string, string | number> } {
  if (!log || now - log.started > VISIT_WINDOW_MS) return { visited_pages: [], linked_query_params: {} };
  const params = Object.keys(log.params).length ? { ...log.params, captured_at: log.paramsAt ?? log.started } : {};
  return { visited_pages: log.pages.slice(-VISITED_PAGES_CAP), linked_query_params: params };
}

function isVisitLog(value: unknown): value is VisitLog {
  const v = value as VisitLog | null;
  return !!v && typeof v.started === 'number' && Array.isArray(v.pages) && !!v.params && typeof v.params === 'object';
}

export function readVisitLog(site: string): VisitLog | null {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey(site)) ?? 'null');
    return isVisitLog(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Records a page view; storage being full or blocked (private mode) only loses the tracking. */
export function recordVisit(site: string, url: string, now = Date.now()): void {
  try {
    globalThis.localStorage?.setItem(storageKey(site), JSON.stringify(withVisit(readVisitLog(site), url, now)));
  } catch (error) {
    console.warn('Visit not recorded', error);
  }
}
