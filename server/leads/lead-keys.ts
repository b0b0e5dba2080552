// Which keys of a submitted lead are kept, and the checks on the spec's lead keys (spec section 3)
// that the form does not declare itself. A visitor writes only the form's own fields and these
// keys; everything else the dealer receives (vehicle details, status, site, source) is the server's.
import { nameRule } from '../../runtime/lib/forms/field-rules';

/** Lead keys of spec section 3 a browser may send, whatever the form declares. */
const VISITOR_LEAD_KEYS = [
  'dealership_slug',
  'url',
  'page_id',
  'location_id',
  'category',
  'subcategory',
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'stock_number',
  'car_id',
  'opt_in',
  'message',
  'skipped_steps',
  'step_number',
  'rego',
  'regoState',
  'autogauge_enabled',
  'visited_pages',
  'linked_query_params',
  // Sent as true/false and turned into Yes/No text on some sites (spec section 3).
  'Ready to sell',
  'Valuation guide',
  'Best Finance',
  'Best Deal',
] as const;

const NAME_KEYS = ['name', 'first_name', 'middle_name', 'last_name'] as const;
const MAX_TEXT = 200;
const MAX_MESSAGE = 5000;
const MAX_URL = 2048;
const MAX_ID = 64;
/** A page id: the page document's id, or the built-in route's (`contact-us`, `vehicle`, `form:finance`). */
const PAGE_ID = /^[A-Za-z0-9][A-Za-z0-9:_-]{0,63}$/;
const BOOLEAN_TEXT = new Set(['', 'true', 'false', 'Yes', 'No', 'yes', 'no', 'on', 'off']);

/**
 * The keys of `input` the server keeps: the form's fields plus the visitor lead keys. Every other
 * key (website_slug, source, lead_status, the car's details ...) only the server writes, in
 * normaliseLead, unless the form declares a field of that name.
 */
export function keptLeadKeys(input: Readonly<Record<string, unknown>>, formFields: readonly string[]): string[] {
  const allowed = new Set<string>([...VISITOR_LEAD_KEYS, ...formFields]);
  return Object.keys(input).filter((k) => allowed.has(k));
}

/** A page address: a path on this site or an http(s) URL (never javascript:, data: ...). */
export function isPageUrl(value: string): boolean {
  if (value === '') return true;
  if (value.length > MAX_URL) return false;
  if (value.startsWith('/')) return !/^[/\\]{2}/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const isId = (v: unknown) => v === null || v === '' || (typeof v === 'string' && v.length <= MAX_ID) || (typeof v === 'number' && Number.isSafeInteger(v));
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isFlag = (v: unknown) => typeof v === 'boolean' || (typeof v === 'string' && BOOLEAN_TEXT.has(v.trim()));

/**
 * Problems with the visitor lead keys the form does not declare (a declared field is the form's
 * rules' business), as {key: message}. Empty when every present key is acceptable.
 */
export function leadKeyProblems(input: Readonly<Record<string, unknown>>, formFields: readonly string[]): Record<string, string> {
  const declared = new Set(formFields);
  const problems: Record<string, string> = {};
  const has = (key: string) => !declared.has(key) && input[key] !== undefined && input[key] !== null;
  for (const key of NAME_KEYS) {
    if (!has(key)) continue;
    const value = input[key];
    if (!isText(value, MAX_TEXT)) problems[key] = `must be text of at most ${MAX_TEXT} characters`;
    else if (value.trim() !== '' && value.trim() !== 'undefined undefined') {
      const rule = nameRule(value.trim());
      if (!rule.valid) problems[key] = rule.message;
    }
  }
  if (has('url') && !(typeof input.url === 'string' && isPageUrl(input.url.trim()))) problems.url = 'must be an http(s) address or a path on this site';
  if (has('page_id') && !(input.page_id === '' || (typeof input.page_id === 'string' && PAGE_ID.test(input.page_id.trim()))))
    problems.page_id = 'must be a page id: letters, digits, -, _ and :, at most 64 characters';
  for (const key of ['car_id', 'location_id'] as const) if (has(key) && !isId(input[key])) problems[key] = `must be an id of at most ${MAX_ID} characters`;
  for (const key of ['dealership_slug', 'category', 'subcategory', 'stock_number', 'rego', 'regoState'] as const) {
    if (has(key) && !isText(input[key], MAX_TEXT)) problems[key] = `must be text of at most ${MAX_TEXT} characters`;
  }
  if (has('message') && !isText(input.message, MAX_MESSAGE)) problems.message = `must be text of at most ${MAX_MESSAGE} characters`;
  for (const key of ['opt_in', 'autogauge_enabled', 'Ready to sell', 'Valuation guide', 'Best Finance', 'Best Deal'] as const)
    if (has(key) && !isFlag(input[key])) problems[key] = 'must be true or false';
  return problems;
}
