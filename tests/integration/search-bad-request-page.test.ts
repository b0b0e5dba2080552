// A browser page whose search the engine refuses (more than 1,000 `make=` values, issue 25) is the
// site's own 400 page, in its header and footer, not a JSON error; the search API itself still
// answers JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, json, tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { parseHtml } from '../helpers/html';

const SLUG = 'riverbend-mazda';
let server: RunningServer;
const host = () => tenantHost(SLUG, server.port);
const makes = (n: number) => Array.from({ length: n }, (_, i) => `make=${i}`).join('&');

beforeAll(async () => {
  server = await startTestServer('tenants');
});
afterAll(async () => {
  await server?.close();
});

describe('too many filter values on a search page', () => {
  it('answers the site’s 400 page (HTML, with the site’s header and the page’s wording)', async () => {
    const res = await get(server.port, host(), `/cars/?${makes(1001)}`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const doc = parseHtml(res.body);
    expect(doc.querySelector('h1')?.textContent).toBe("Sorry, we couldn't show that page");
    expect(doc.title).toMatch(/^Bad request \| /);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(doc.querySelector('header')).not.toBeNull();
    expect(doc.querySelector('.not-found a[href="/"]')).not.toBeNull();
  });

  it('a few values still search (200, the search page)', async () => {
    const res = await get(server.port, host(), `/cars/?${makes(10)}`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(parseHtml(res.body).querySelector('h1')?.textContent).not.toBe("Sorry, we couldn't show that page");
  });

  it('the search API keeps its JSON 400', async () => {
    const filter = Array.from({ length: 1001 }, (_, i) => `make = ${i}`).join(' OR ');
    const res = await get(server.port, host(), '/api/search/indexes/cars/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filter }),
    });
    expect(res.status).toBe(400);
    expect(json<{ message: string }>(res).message).toMatch(/more than 1000 conditions/);
  });
});
