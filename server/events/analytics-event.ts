// The bodies of POST /api/events and POST /api/fb-events (spec section 7), checked field by field.
import { HttpError } from '../http/http-error';

/** Spec section 3 "Analytics event". `category` is the event id (a number) or its name. */
interface AnalyticsEvent {
  website_slug: string;
  url: string;
  category: string | number;
  lead_id: string | null;
  anon_id: string;
  session_id: string;
  error_message: string;
  event_properties: Record<string, unknown>;
}

/** A server-side ad-platform event: sent 250 ms after the action, deduplicated by unique_event_id. */
interface AdEvent {
  event_name: string;
  event_id: string | number;
  unique_event_id: string;
  content?: Record<string, unknown>;
  user_data?: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const MAX_TEXT = 2048;

function optionalText(source: Record<string, unknown>, key: string, max = MAX_TEXT): string {
  const value = source[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new HttpError(400, `event.${key} must be a string`);
  return value.slice(0, max);
}

export function parseAnalyticsEvent(body: unknown): AnalyticsEvent {
  if (!isRecord(body) || !isRecord(body.event)) throw new HttpError(400, 'The body must be {"event":{...}}');
  const e = body.event;
  const category = e.category;
  if (typeof category !== 'string' && typeof category !== 'number') throw new HttpError(400, 'event.category must be an event id or name');
  const leadId = e.lead_id;
  if (leadId !== undefined && leadId !== null && typeof leadId !== 'string' && typeof leadId !== 'number')
    throw new HttpError(400, 'event.lead_id must be a string');
  const properties = e.event_properties ?? {};
  if (!isRecord(properties)) throw new HttpError(400, 'event.event_properties must be an object');
  return {
    website_slug: optionalText(e, 'website_slug', 200),
    url: optionalText(e, 'url'),
    category: typeof category === 'string' ? category.slice(0, 200) : category,
    lead_id: leadId === undefined || leadId === null || leadId === '' ? null : String(leadId),
    anon_id: optionalText(e, 'anon_id', 200),
    session_id: optionalText(e, 'session_id', 200),
    error_message: optionalText(e, 'error_message'),
    event_properties: properties,
  };
}

export function parseAdEvent(body: unknown): AdEvent {
  const e = isRecord(body) && isRecord(body.event) ? body.event : body;
  if (!isRecord(e)) throw new HttpError(400, 'The body must be a JSON object');
  if (typeof e.event_name !== 'string' || !e.event_name) throw new HttpError(400, 'event_name must be a non-empty string');
  if (typeof e.event_id !== 'string' && typeof e.event_id !== 'number') throw new HttpError(400, 'event_id must be a string or number');
  if (typeof e.unique_event_id !== 'string' || !e.unique_event_id) throw new HttpError(400, 'unique_event_id must be a non-empty string');
  for (const key of ['content', 'user_data'] as const) {
    if (e[key] !== undefined && !isRecord(e[key])) throw new HttpError(400, `${key} must be an object`);
  }
  return {
    event_name: e.event_name.slice(0, 100),
    event_id: e.event_id,
    unique_event_id: e.unique_event_id.slice(0, 200),
    content: e.content as Record<string, unknown> | undefined,
    user_data: e.user_data as Record<string, unknown> | undefined,
  };
}
