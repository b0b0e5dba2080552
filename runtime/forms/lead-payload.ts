// The lead a form submit sends (spec section 3 "Lead payload"): the form's data plus who, where
// and what it is about. The server adds user_agent and source, fills the car details from
// car_id and defaults every missing key; this sends what only the browser knows.
import type { Car } from '../../schemas/types/car';
import type { Location } from '../../schemas/types/location';
import type { LeadRequestPlan } from '../lib/forms/steps';

import { CAPTCHA_FIELD, HONEYPOT_FIELD } from './transport-fields';

export { CAPTCHA_FIELD, HONEYPOT_FIELD };

export interface LeadPayloadInput {
  formName: string;
  category: string;
  siteSlug: string;
  /** Everything entered so far, all steps (prefill included). */
  data: Readonly<Record<string, unknown>>;
  /** The page the form is on. */
  url: string;
  /** The id of that page (runtime/lib/page-id.ts); empty outside a route. */
  pageId?: string;
  tracking: { visited_pages: { url: string; at: number }[]; linked_query_params: Record<string, string | number> };
  plan: LeadRequestPlan;
  /** 1-based number of the step being submitted. */
  stepNumber: number;
  skippedSteps: readonly number[];
  leadId: string | null;
  car?: Car | null;
  locations?: readonly Location[];
  captcha?: string;
  honeypot?: string;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The id of the location the visitor chose (by name, slug or id), else the car's location. */
export function locationIdFor(data: Readonly<Record<string, unknown>>, locations: readonly Location[], car?: Car | null): string | number | undefined {
  if (data.location_id !== undefined && data.location_id !== '') return data.location_id as string | number;
  const chosen = text(data.location);
  const match = (wanted: string) => locations.find((l) => l.name === wanted || l.slug === wanted || String(l.id) === wanted);
  const location = (chosen && match(chosen)) || (car?.location?.slug ? match(car.location.slug) : undefined);
  return location?.id;
}

/** The car's lead keys (spec section 3); the server fills any it can from car_id too. */
function carFields(car: Car): Record<string, unknown> {
  return {
    car_id: String(car.id),
    stock_number: car.stocknum ?? '',
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    vehicle_status: car.status,
    ...(car.vin ? { vin: car.vin } : {}),
    ...(car.dealership_slug ? { dealership_slug: car.dealership_slug } : {}),
  };
}

export function buildLeadPayload(input: LeadPayloadInput): Record<string, unknown> {
  const lead: Record<string, unknown> = {};
  if (input.car) Object.assign(lead, carFields(input.car));
  for (const [key, value] of Object.entries(input.data)) if (value !== undefined) lead[key] = value;
  const locationId = locationIdFor(input.data, input.locations ?? [], input.car);
  Object.assign(lead, {
    form: input.formName,
    category: text(input.data.category) || input.category,
    website_slug: input.siteSlug,
    url: input.url,
    page_id: input.pageId ?? '',
    visited_pages: input.tracking.visited_pages,
    linked_query_params: input.tracking.linked_query_params,
    lead_status: input.plan.status,
    form_completed: input.plan.status === 'Complete',
    step_number: input.stepNumber,
    skipped_steps: [...input.skippedSteps],
    [HONEYPOT_FIELD]: input.honeypot ?? '',
  });
  if (locationId !== undefined) lead.location_id = locationId;
  if (input.leadId) lead.lead_id = input.leadId;
  if (input.captcha) lead[CAPTCHA_FIELD] = input.captcha;
  return lead;
}
