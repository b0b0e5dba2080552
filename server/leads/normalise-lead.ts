// The lead normaliser (spec section 3): what the server stores and delivers for a submitted lead.
// Pure: everything it needs from the request, the tenant and the clock comes in the context.
import type { Site } from '../../schemas/types/site';
import type { Form } from '../../schemas/types/form';
import type { Car } from '../../schemas/types/car';
import type { LeadPayload, LeadStatus } from './lead-store';
import { isPageUrl, keptLeadKeys } from './lead-keys';

/** The keys of the lead payload (spec section 3); a missing one is stored as an empty string. */
export const LEAD_FIELDS = [
  'dealership_slug',
  'website_slug',
  'url',
  'page_id',
  'source',
  'user_agent',
  'lead_id',
  'location_id',
  'category',
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'manufacturer_slug',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'car_id',
  'vehicle_status',
  'opt_in',
  'message',
  'subcategory',
  'lead_status',
  'skipped_steps',
  'step_number',
  'rego',
  'regoState',
  'autogauge_enabled',
] as const;

export const TRACKING_PARAMS = ['gclid', 'fbclid', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
export const VISITED_PAGES_CAP = 50;
/** Visited pages and first-page tracking parameters older than this are dropped (spec section 9). */
export const TRACKING_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Fields some sites send as Yes/No text instead of true/false (site.features.lead_yes_no_text). */
const YES_NO_FIELDS = ['Ready to sell', 'Valuation guide', 'Best Finance', 'Best Deal'] as const;
/** Keys the server consumes and never stores: the captcha payload and the honeypot. */
export const TRANSPORT_FIELDS = ['altcha', 'website_url'] as const;

const MAX_URL = 2048;
const MAX_USER_AGENT = 512;
const MAX_PARAM = 256;

export interface NormaliseContext {
  slug: string;
  site: Pick<Site, 'dealerships' | 'features' | 'manufacturer'>;
  formName: string;
  form: Pick<Form, 'category' | 'steps'>;
  leadId: string;
  status: LeadStatus;
  hasFiles: boolean;
  /** The User-Agent request header. */
  userAgent?: string;
  /** The Referer request header: the page URL when the lead does not carry one. */
  referer?: string;
  /** The stock car the lead is about, when it names one. */
  car?: Car;
  now: number;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isMissing = (v: unknown) => v === undefined || v === null;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

/** Property names of every step of a form, in step order. */
export function formFieldNames(form: Pick<Form, 'steps'>): string[] {
  const names: string[] = [];
  for (const step of form.steps) {
    const props = (step.schema as { properties?: Record<string, unknown> }).properties ?? {};
    for (const name of Object.keys(props)) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Spec: a missing name, or the text "undefined undefined", becomes first_name. */
export function fallbackName(name: unknown, firstName: unknown): string {
  const n = text(name);
  return n === '' || n === 'undefined undefined' ? text(firstName) : n;
}

/** true/false (or their text) as Yes/No; anything else unchanged. */
export function yesNo(value: unknown): unknown {
  if (value === true || value === 'true') return 'Yes';
  if (value === false || value === 'false') return 'No';
  return value;
}

/** The last 50 pages, each a URL string; entries with a visit time older than 30 days are dropped. */
export function visitedPages(value: unknown, now: number): string[] {
  if (!Array.isArray(value)) return [];
  const pages: string[] = [];
  for (const entry of value) {
    if (typeof entry === 'string') {
      if (entry.trim()) pages.push(entry.trim().slice(0, MAX_URL));
    } else if (entry && typeof entry === 'object' && typeof (entry as { url?: unknown }).url === 'string') {
      const { url, at } = entry as { url: string; at?: unknown };
      if (typeof at === 'number' && now - at > TRACKING_WINDOW_MS) continue;
      if (url.trim()) pages.push(url.trim().slice(0, MAX_URL));
    }
  }
  return pages.slice(-VISITED_PAGES_CAP);
}

/**
 * The kept tracking parameters: from linked_query_params (unless captured more than 30 days ago),
 * else from the query string of the page URL.
 */
export function trackingParams(linked: unknown, pageUrl: string, now: number): Record<string, string> {
  const kept: Record<string, string> = {};
  const source = linked && typeof linked === 'object' && !Array.isArray(linked) ? (linked as Record<string, unknown>) : {};
  const capturedAt = source.captured_at;
  const expired = typeof capturedAt === 'number' && now - capturedAt > TRACKING_WINDOW_MS;
  let query: URLSearchParams | undefined;
  try {
    query = new URL(pageUrl, 'http://localhost').searchParams;
  } catch {
    query = undefined;
  }
  for (const name of TRACKING_PARAMS) {
    const fromLinked = expired ? '' : text(source[name]);
    const value = fromLinked || text(query?.get(name));
    if (value) kept[name] = value.slice(0, MAX_PARAM);
  }
  return kept;
}

/** The lead's dealership: the one it names when the site has it, else the site's first (or the site). */
export function dealershipSlug(given: unknown, site: Pick<Site, 'dealerships'>, slug: string): string {
  const slugs = (site.dealerships ?? []).map((d) => d.slug);
  const wanted = text(given);
  if (wanted && slugs.includes(wanted)) return wanted;
  return slugs[0] ?? slug;
}

export function normaliseLead(input: Readonly<Record<string, unknown>>, ctx: NormaliseContext): LeadPayload {
  const lead: LeadPayload = {};
  const skip = new Set<string>([...TRANSPORT_FIELDS, 'form']);
  // Only the form's own fields and the visitor lead keys: the rest is the server's to write.
  const formFields = formFieldNames(ctx.form);
  for (const key of keptLeadKeys(input, formFields)) {
    if (UNSAFE_KEYS.has(key) || skip.has(key)) continue;
    const value = input[key];
    lead[key] = typeof value === 'string' ? value.trim() : value;
  }
  for (const key of [...LEAD_FIELDS, ...formFields]) if (isMissing(lead[key])) lead[key] = '';

  // Vehicle details come only from the stock car the lead names, never from the visitor.
  const car = ctx.car;
  if (car) {
    lead.car_id = String(car.id);
    lead.stock_number = car.stocknum ?? '';
    if (lead['Vehicle Make'] === '') lead['Vehicle Make'] = car.make;
    if (lead['Vehicle Model'] === '') lead['Vehicle Model'] = car.model;
    if (lead.car_type === '') lead.car_type = car.car_type;
    if (lead.vehicle_status === '') lead.vehicle_status = car.status;
    lead.vehicle = {
      id: car.id,
      name: car.name,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge ?? '',
      car_type: car.car_type,
      stock_number: car.stocknum ?? '',
      vin: car.vin ?? '',
      price: car.price ?? null,
      km: car.km ?? null,
    };
  } else if (lead.vehicle && typeof lead.vehicle === 'object') {
    delete lead.vehicle;
  }
  if (lead.manufacturer_slug === '' && ctx.site.manufacturer && ctx.site.manufacturer !== 'null') lead.manufacturer_slug = ctx.site.manufacturer;

  const pageUrl = [text(input.url), text(ctx.referer)].find((u) => u !== '' && isPageUrl(u))?.slice(0, MAX_URL) ?? '';
  lead.form = ctx.formName;
  lead.lead_id = ctx.leadId;
  lead.source = 'Website';
  lead.website_slug = ctx.slug;
  lead.dealership_slug = dealershipSlug(input.dealership_slug, ctx.site, ctx.slug);
  lead.url = pageUrl;
  lead.user_agent = text(ctx.userAgent).slice(0, MAX_USER_AGENT);
  lead.category = text(input.category) || ctx.form.category;
  lead.name = fallbackName(input.name, input.first_name);
  lead.visited_pages = visitedPages(input.visited_pages, ctx.now);
  lead.linked_query_params = trackingParams(input.linked_query_params, pageUrl, ctx.now);
  lead.lead_status = ctx.status;
  lead.form_completed = ctx.status === 'Complete';
  lead.has_files = ctx.hasFiles;
  if (ctx.site.features?.lead_yes_no_text) for (const key of YES_NO_FIELDS) if (key in lead) lead[key] = yesNo(lead[key]);
  return lead;
}
