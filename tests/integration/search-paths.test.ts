// Search addresses: every car-type path and dealership path renders; anything else under /search/
// answers 301 to the site's default search path with its filters, so one listing has one address.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer('tenants');
});
afterAll(async () => {
  await server?.close();
});

it.each([
  ['riverbend-mazda.localhost', '/search/new-cars/'],
  ['riverbend-mazda.localhost', '/search/demo-cars'],
  ['southern-cross-autos.localhost', '/search/used-cars/'],
  ['southern-cross-autos.localhost', '/search/southern-cross-autos-cowra'],
  ['kiwi-trails-rv.localhost', '/campers/'],
])('%s %s renders the search screen', async (host, path) => {
  const res = await get(server.port, host, path);
  expect(res.status).toBe(200);
  expect(res.body).toContain('search-heading');
});

it('an unknown /search/ segment answers 301 to the default search path, keeping the query', async () => {
  const res = await get(server.port, 'southern-cross-autos.localhost', '/search/no-such-thing/?make=Toyota');
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe('/search/used-cars/?make=Toyota');
});
