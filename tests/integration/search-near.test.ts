// Nearest first on the stock page of a group with several dealerships, through the built server:
// the postcode endpoint, the page's GET form without JavaScript (postcode -> its point in the URL
// -> cars by distance, "km away" / "mi away"), unknown and malformed postcodes, and no control on
// a single dealer's site. Fixtures: a copy of the AU group (southern-cross-autos) and a US group
// made from lone-star-trucks with a second dealership in Houston holding every other truck.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { makeSandbox, type Sandbox } from './leads-support';

const AU = 'southern-cross-autos.localhost';
const US = 'near-us.localhost';
const SINGLE = 'riverbend-mazda.localhost';
const HOUSTON = { lat: 29.7604, long: -95.3698 };

let sandbox: Sandbox;
let server: RunningServer;

function editJson(file: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
}

/** lone-star-trucks plus a Houston dealership (its sales location at the 770 ZIP prefix's point) holding every other truck. */
function makeUsGroup(tenantsDir: string): void {
  const dir = path.join(tenantsDir, 'near-us');
  cpSync(path.join(tenantsDir, 'lone-star-trucks'), dir, { recursive: true });
  const houston = { id: 4402, name: 'Lone Star Truck Center Houston', slug: 'lone-star-houston', city: 'Houston' };
  editJson(path.join(dir, 'site.json'), (site) => {
    site.slug = 'near-us';
    site.domains = ['near-us.example'];
    site.dealerships = [...(site.dealerships as object[]), houston];
  });
  editJson(path.join(dir, 'locations.json'), (data) => {
    const locations = data.locations as Record<string, unknown>[];
    const copy = structuredClone(locations[0]!) as Record<string, unknown> & { address: Record<string, unknown> };
    Object.assign(copy, {
      id: 499,
      name: 'Lone Star Truck Center Houston Sales',
      slug: 'lone-star-houston-sales',
      dealership_id: 4402,
      dealership_slug: houston.slug,
    });
    Object.assign(copy.address, { street: '1 Main Street', city: 'Houston', postcode: '77002', ...HOUSTON, place_url: undefined });
    locations.push(copy);
  });
  editJson(path.join(dir, 'stock.json'), (data) => {
    const cars = (Array.isArray(data) ? data : data.cars) as Record<string, unknown>[];
    cars.forEach((car, i) => {
      if (i % 2 === 0) return;
      Object.assign(car, {
        dealership_id: 4402,
        dealership_slug: houston.slug,
        dealership_name: houston.name,
        location: { ...(car.location as object), name: 'Lone Star Truck Center Houston Sales', slug: 'lone-star-houston-sales' },
      });
    });
  });
}

beforeAll(async () => {
  sandbox = await makeSandbox('search-near-');
  makeUsGroup(sandbox.tenantsDir);
  server = await startTestServer(sandbox.tenantsDir);
});
afterAll(async () => {
  await server?.close();
  sandbox?.remove();
});

const page = async (host: string, address: string) => {
  const res = await get(server.port, host, address);
  return { status: res.status, location: res.headers.location, html: res.body };
};
const api = async (host: string, address: string) => {
  const res = await get(server.port, host, address);
  return { status: res.status, json: JSON.parse(res.body) as Record<string, unknown> };
};
/** The nearest-first form's markup, or '' (assertions on it keep failure output short). */
const nearestForm = (html: string) => (/<form class="nearest-box"[^]*?<\/form>/.exec(html)?.[0] ?? '').replaceAll('<!-- -->', '');
const distances = (html: string) => [...html.matchAll(/class="car-distance">([^<]+)</g)].map((m) => m[1]!);
/** "Under 1 km away" -> 0, "1,234 km away" -> 1234. */
const amount = (text: string) => (text.startsWith('Under') ? 0 : Number(/^([\d,]+) /.exec(text)![1]!.replace(/,/g, '')));

describe('GET /api/postcodes/:postcode', () => {
  it('places a postcode of the site’s country', async () => {
    expect(await api(AU, '/api/postcodes/2830')).toEqual({
      status: 200,
      json: { postcode: '2830', lat: -32.2555, lng: 148.6107, place: 'Dubbo NSW', exact: true },
    });
    expect((await api(US, '/api/postcodes/77002')).json).toMatchObject({ postcode: '77002', lat: HOUSTON.lat, lng: HOUSTON.long, place: 'Houston, TX' });
  });

  it.each([
    [AU, '0799', 404, "We couldn't find postcode 0799. Check it, or use your location."],
    [AU, '27', 400, 'Enter a 4-digit postcode.'],
    [AU, '77002', 400, 'Enter a 4-digit postcode.'],
    [US, '2830', 400, 'Enter a 5-digit ZIP code.'],
    [US, '00901', 404, "We couldn't find ZIP code 00901. Check it, or use your location."],
  ])('%s %s answers %i with a message to show', async (host, postcode, status, error) => {
    expect(await api(host, `/api/postcodes/${postcode}`)).toEqual({ status, json: { error } });
  });
});

describe('the stock page without JavaScript', () => {
  it('offers nearest first on a group, carrying the current filters, and not on a single dealer', async () => {
    const form = nearestForm((await page(AU, '/cars/?make=Toyota')).html);
    expect(form).toMatch(/^<form [^>]*action="\/search\/used-cars\/"/);
    expect(form).toMatch(/^<form [^>]*method="get"/);
    expect(form).toContain('<input type="hidden" name="make" value="Toyota"/>');
    expect(form).toContain('<input type="hidden" name="sort" value="nearest"/>');
    expect(form).toContain('<label for="nearest-postcode">Postcode for nearest first</label>');
    expect(nearestForm((await page(SINGLE, '/cars/')).html)).toBe('');
  });

  it('a postcode sends the shopper to its point, filters kept, and the cars come nearest first in km', async () => {
    const asked = await page(AU, '/cars/?make=Toyota&sort=nearest&postcode=2830');
    expect(asked.status).toBe(301);
    expect(asked.location).toMatch(/\?make=Toyota&near=-32\.2555%2C148\.6107&postcode=2830&sort=nearest$/);
    const { status, html } = await page(AU, asked.location!);
    expect(status).toBe(200);
    const shown = distances(html);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.every((d) => / km away$/.test(d))).toBe(true);
    const km = shown.map(amount);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // The group has stock in Dubbo, the postcode's own town, and in towns hundreds of km away.
    expect(km[0]).toBe(0);
    expect(km.at(-1)).toBeGreaterThan(100);
    expect(nearestForm(html)).toMatch(/<input id="nearest-postcode"[^>]* value="2830"/);
    expect(/<option value="nearest"[^>]*>Nearest First<\/option>/.test(html)).toBe(true);
  });

  it('an unknown postcode keeps the usual order and says why', async () => {
    const { status, html } = await page(AU, '/cars/?sort=nearest&postcode=0799');
    expect(status).toBe(200);
    const form = nearestForm(html);
    expect(form).toContain('We couldn&#x27;t find postcode 0799. Check it, or use your location.');
    expect(form).toContain('aria-invalid="true"');
    expect(distances(html)).toEqual([]);
  });

  it('a US group measures in miles from a ZIP code', async () => {
    const asked = await page(US, '/cars/?sort=nearest&postcode=77002');
    expect(asked.status).toBe(301);
    // Every card (the page shows 24 first; show=all is what its Show more link asks for without JavaScript).
    const { html } = await page(US, `${asked.location!}&show=all`);
    const shown = distances(html);
    expect(shown.every((d) => / mi away$/.test(d))).toBe(true);
    const miles = shown.map(amount);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBe(0);
    // Fort Worth is about 240 miles from downtown Houston.
    expect(miles.at(-1)).toBeGreaterThan(200);
    expect(miles.at(-1)).toBeLessThan(280);
    expect(nearestForm(html)).toContain('<label for="nearest-postcode">ZIP code for nearest first</label>');
  });
});
