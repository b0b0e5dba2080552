// Every visible string of the US sample site goes through the locale catalogue (issue 24 defect
// 6): its pages, rendered by the real server, show no AU-only word; numbers have separators.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get, tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';

const SLUG = 'lone-star-trucks';
const tenantsDir = await testTenantsDir();
const tenant = (await loadTenants(tenantsDir)).find((t) => t.slug === SLUG)!;
const car = tenant.stock.find((c) => c.status === 'in_stock')!;
const PATHS = [
  '/',
  '/cars/',
  `${tenant.site.vehicles.basePath}/${car.slug}`,
  ...Object.values(tenant.pages)
    .map((p) => p.path)
    .filter((p) => !p.includes(':')),
];
/** Words an American reader would not use, as whole words in the page's visible text. */
const AU_ONLY = [/\bFortnightly\b/i, /% p\.a\./, /\bOur Stock\b/, /\bColour\b/i, /\bEnquir/i, /\bPetrol\b/i, /\bPostcode\b/i, /\bKilometres\b/i, /\bKms\b/];

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(tenantsDir);
});
afterAll(async () => {
  await server?.close();
});

const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');

it.each([...new Set(PATHS)].map((p) => [p]))('%s shows no AU-only word', async (path) => {
  const res = await get(server.port, tenantHost(SLUG, server.port), path);
  expect([200, 301, 404]).toContain(res.status);
  const text = visibleText(res.body);
  expect(AU_ONLY.flatMap((word) => text.match(word) ?? [])).toEqual([]);
});

it('review counts have a thousands separator', async () => {
  const pages = await Promise.all([...new Set(PATHS)].map((p) => get(server.port, tenantHost(SLUG, server.port), p)));
  const text = pages.map((p) => visibleText(p.body)).join(' ');
  expect(text).not.toMatch(/\b\d{4,} reviews\b/);
  expect(text).toContain('1,284 reviews');
});
