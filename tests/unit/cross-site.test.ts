import { describe, expect, it } from 'vitest';
import { crossSiteVerdict, type RequestOrigin } from '../../runtime/lib/http/cross-site';

const host = 'riverbend-mazda.example.com';

describe('crossSiteVerdict', () => {
  it.each<[string, RequestOrigin, boolean]>([
    ['the site itself (Sec-Fetch-Site)', { secFetchSite: 'same-origin', origin: `https://${host}`, host }, true],
    ['typed by the user', { secFetchSite: 'none', host }, true],
    ['another dealer on the platform domain', { secFetchSite: 'same-site', origin: 'https://other.example.com', host }, false],
    ['another site', { secFetchSite: 'cross-site', origin: 'https://evil.test', host }, false],
    ['Sec-Fetch-Site wins over a matching Origin', { secFetchSite: 'cross-site', origin: `https://${host}`, host }, false],
    ['case of the header value', { secFetchSite: 'Same-Origin', host }, true],
    ['no Sec-Fetch-Site, own Origin', { origin: `https://${host}`, host }, true],
    ['own Origin with a port', { origin: 'http://a.localhost:3000', host: 'a.localhost:3000' }, true],
    ['Origin host case', { origin: `https://${host.toUpperCase()}`, host }, true],
    ['same host, other port', { origin: 'http://a.localhost:4000', host: 'a.localhost:3000' }, false],
    ['another Origin', { origin: 'https://evil.test', host }, false],
    ['opaque Origin (sandboxed frame, data: URL)', { origin: 'null', host }, false],
    ['no Host to compare with', { origin: 'https://evil.test' }, false],
    ['neither header (curl, a server)', { host }, true],
    ['empty Origin', { origin: '', host }, true],
  ])('%s', (_, request, ok) => expect(crossSiteVerdict(request).ok).toBe(ok));
});
