// What the stock generator needs to know about a tenant, read straight from its site.json,
// locations.json and the templates it extends (no full tenant load: stock can be generated for
// a tenant whose pages are still being written).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteTraits } from './profile';
import type { DealerModel } from './make-catalog';

export interface CarLocation {
  name: string;
  slug: string;
  phone: string | null;
}

export interface StockDealership {
  id: number | string;
  slug: string;
  name: string;
  city: string;
  state: string;
  location: CarLocation | null;
}

export interface TenantInfo {
  slug: string;
  dir: string;
  /** site.id when numeric: car ids are built from it so they differ between tenants. */
  siteId: number | null;
  name: string;
  traits: SiteTraits;
  dealerships: StockDealership[];
  /** The models its models.json lists (none when it has none yet). */
  models: DealerModel[];
}

type Json = Record<string, unknown>;

const TEMPLATES_FOLDER = '_templates';

function readJson(file: string): Json {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${file} is not a JSON object`);
  return data as Json;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' && v !== 'null' ? v : null);
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter((x): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x)) : []);

/** site.json documents of the templates a site extends, deepest base first, then the site's own. */
function siteChain(tenantsDir: string, site: Json, seen: string[] = []): Json[] {
  const chain: Json[] = [];
  const names = Array.isArray(site.extends) ? site.extends.filter((n): n is string => typeof n === 'string') : [];
  for (const name of names) {
    if (seen.includes(name)) continue;
    const file = path.join(tenantsDir, TEMPLATES_FOLDER, name, 'site.json');
    if (!existsSync(file)) continue;
    const template = readJson(file);
    chain.push(...siteChain(tenantsDir, template, [...seen, name]), { ...template, template: str(template.template) ?? name });
  }
  return chain;
}

/** The last value of a key along the chain (a site overrides its templates). */
function lastOf(chain: Json[], key: string): string | null {
  let value: string | null = null;
  for (const doc of chain) if (key in doc) value = str(doc[key]);
  return value;
}

function locationOf(loc: Json): CarLocation {
  const contact = obj(loc.contact_detail);
  return { name: String(loc.name ?? ''), slug: String(loc.slug ?? ''), phone: str(contact.phone) };
}

/** A dealership's sales (or used) yard: where its cars are shown. Service and parts locations are skipped. */
function salesLocation(locations: Json[], dealershipId: number | string, onlyDealership: boolean): Json | undefined {
  const isSales = (l: Json) => ['sales', 'used', ''].includes(String(l.location_type ?? '')) && l.visible !== false;
  const own = locations.filter((l) => String(l.dealership_id) === String(dealershipId));
  const pool = own.length || !onlyDealership ? own : locations;
  const sales = pool.filter(isSales);
  return sales.find((l) => l.primary === true) ?? sales[0] ?? pool[0];
}

export function tenantDirOf(tenantsDir: string, slug: string): string {
  return path.join(tenantsDir, slug);
}

/** Whether `slug` names a tenant folder (with a site.json) under `tenantsDir`. */
export function isTenant(tenantsDir: string, slug: string): boolean {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) return false;
  return existsSync(path.join(tenantDirOf(tenantsDir, slug), 'site.json'));
}

export function readTenantInfo(tenantsDir: string, slug: string): TenantInfo {
  const dir = tenantDirOf(tenantsDir, slug);
  const site = readJson(path.join(dir, 'site.json'));
  const chain = [...siteChain(tenantsDir, site), site];
  const locationsFile = path.join(dir, 'locations.json');
  const locations = existsSync(locationsFile) ? list(readJson(locationsFile).locations) : [];
  const address = obj(site.address);
  const siteState = str(site.state) ?? str(address.state) ?? '';
  const siteCity = str(site.city) ?? str(address.city) ?? '';
  const siteName = str(site.name) ?? slug;

  const declared = list(site.dealerships);
  const base: { id: number | string; slug: string; name: string; city: string | null }[] = declared.length
    ? declared.map((d) => ({ id: d.id as number | string, slug: str(d.slug) ?? slug, name: str(d.name) ?? siteName, city: str(d.city) }))
    : [{ id: (site.dealership_id ?? site.id ?? slug) as number | string, slug, name: siteName, city: siteCity }];

  const dealerships = base.map((d) => {
    const loc = salesLocation(locations, d.id, base.length === 1);
    const locAddress = obj(loc?.address);
    return {
      id: d.id,
      slug: d.slug,
      name: d.name,
      city: d.city ?? str(locAddress.city) ?? siteCity,
      state: str(locAddress.state) ?? siteState,
      location: loc ? locationOf(loc) : null,
    };
  });

  return {
    slug,
    dir,
    siteId: typeof site.id === 'number' && Number.isInteger(site.id) ? site.id : null,
    name: siteName,
    traits: { template: lastOf(chain, 'template'), manufacturer: lastOf(chain, 'manufacturer')?.toLowerCase() ?? null, locale: lastOf(chain, 'locale') },
    dealerships,
    models: readDealerModels(path.join(dir, 'models.json')),
  };
}

/** models.json's models as the stock generator uses them; [] without the file. */
function readDealerModels(file: string): DealerModel[] {
  if (!existsSync(file)) return [];
  return list(readJson(file).models).flatMap((m) => {
    const name = str(m.name);
    if (!name) return [];
    const price = typeof m.price_from === 'number' && m.price_from > 0 ? m.price_from : null;
    return [{ name, make: str(m.manufacturer_name), variant: str(m.variant), body: str(m.manufacturer_body), fuel: str(m.fuel), price }];
  });
}
