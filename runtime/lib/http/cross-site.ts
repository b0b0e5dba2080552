// Whether a state-changing request that reads a cookie came from the site itself (issue 25). The
// garage cookie is SameSite=Lax, which still lets another site of the same registrable domain (two
// dealers on one platform domain are "same-site") and old browsers send it; so the browser's own
// word is checked: Sec-Fetch-Site when it sends one, else Origin against the Host the request
// names. A request with neither (curl, a server, a very old browser) is not a browser's
// cross-site request and passes.

export interface RequestOrigin {
  /** The `Sec-Fetch-Site` header: same-origin, same-site, cross-site or none. */
  secFetchSite?: string;
  /** The `Origin` header (`null` for opaque origins). */
  origin?: string;
  /** The `Host` header the request was sent to. */
  host?: string;
}

type CrossSiteVerdict = { ok: true } | { ok: false; reason: string };

/** `ok` for requests from the site's own pages (or from no browser); otherwise why it is refused. */
export function crossSiteVerdict(request: RequestOrigin): CrossSiteVerdict {
  const fetchSite = request.secFetchSite?.trim().toLowerCase();
  if (fetchSite) {
    // `none` is a request the user started (address bar, bookmark): no other site made it.
    if (fetchSite === 'same-origin' || fetchSite === 'none') return { ok: true };
    return { ok: false, reason: `Sec-Fetch-Site is ${fetchSite}` };
  }
  const origin = request.origin?.trim();
  if (!origin) return { ok: true };
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return { ok: false, reason: `Origin ${origin} is not this site` };
  }
  if (!originHost || originHost !== (request.host ?? '').trim().toLowerCase()) return { ok: false, reason: `Origin ${origin} is not this site` };
  return { ok: true };
}

/** The answer's message (403). */
export const CROSS_SITE_MESSAGE = 'This request must come from the site itself: cross-site requests are refused';
