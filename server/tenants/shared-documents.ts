// Documents that dealers built from one template hold equal (a form, a page block, the route
// table): one frozen copy serves every tenant holding an equal one. A copy lives while a tenant
// holds it (the pool refers to it weakly), so a reload or a removed tenant lets it go.
// tests/bench/RESULTS.md, "Memory per dealer (session 12)".
import { createHash } from 'node:crypto';
import { deepFreeze } from './merge';
import type { Form } from '../../schemas/types/form';
import type { ResolvedPage } from '../../runtime/data/query-keys';
import type { Tenant } from './tenant';

/** Each shared document by the SHA-1 of its JSON text (the text itself would cost as much as a copy). */
const pool = new Map<string, WeakRef<object>>();
const gone = new FinalizationRegistry<string>((key) => {
  if (pool.get(key)?.deref() === undefined) pool.delete(key);
});

/**
 * The frozen document equal to `value` that another tenant already holds, else `value` itself,
 * deep-frozen and remembered. Equal means equal JSON data, key order and -0 included; anything
 * else (a function, a class instance, an undefined property) is never shared.
 */
export function sharedDocument<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (!isJson(value)) return deepFreeze(value);
  const key = createHash('sha1').update(JSON.stringify(value)).digest('base64');
  const known = pool.get(key)?.deref();
  if (known !== undefined && sameJson(known, value)) return known as T;
  if (known !== undefined) return deepFreeze(value);
  pool.set(key, new WeakRef(deepFreeze(value)));
  gone.register(value, key);
  return value;
}

/** Whether a value is JSON data made of plain objects and arrays (what sameJson compares). */
function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every(isJson);
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isJson);
}

/** Equal JSON data: same keys in the same order, same values (0 and -0 differ). */
function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * A tenant whose template-made parts are shared with other tenants holding equal ones: each
 * compiled form, each page block, the route table, the buttons, the vehicle-page and search
 * settings. Dealer data (site, collections, stock) is the dealer's own and is left as it is.
 */
export function withSharedTemplateParts(tenant: Tenant): Tenant {
  const pages: Record<string, ResolvedPage> = {};
  for (const [id, page] of Object.entries(tenant.pages)) pages[id] = { ...page, blocks: page.blocks.map(sharedDocument) };
  const forms: Record<string, Form> = {};
  for (const [id, form] of Object.entries(tenant.forms)) forms[id] = sharedDocument(form);
  return {
    ...tenant,
    pages,
    forms,
    routes: sharedDocument(tenant.routes),
    buttons: sharedDocument(tenant.buttons),
    vehiclePage: sharedDocument(tenant.vehiclePage),
    ...(tenant.search ? { search: sharedDocument(tenant.search) } : {}),
  };
}
