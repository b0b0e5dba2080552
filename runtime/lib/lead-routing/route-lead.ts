// Lead routing (issue 19): the rules of lead-routing.json are tried top-down and the first whose
// every condition holds decides; the default rule takes whatever no earlier rule took.
import type { RoutingConditions, RoutingRule } from '../../../schemas/types/lead-routing';

export type Department = 'sales' | 'service' | 'parts' | 'finance' | 'careers';

/** A location as rules name it: by id or by slug. */
export interface LocationRef {
  id: string | number;
  slug: string;
}

/** What the rules look at, resolved from the stored lead (lead-facts.ts). */
export interface LeadFacts {
  form: string;
  /** The category as a slug ("new-vehicle"); "" when the lead has none. */
  category: string;
  department: Department;
  /** The location the visitor chose. */
  location?: LocationRef;
  /** The car's location (the primary one under push_leads_to_website_primary_location). */
  carLocation?: LocationRef;
  carType?: 'new' | 'used' | 'demo';
  /** Whether the lead's location is open now; undefined when its hours say nothing for today. */
  openNow?: boolean;
}

/** "New Vehicle", "new_vehicle" and "new-vehicle" are one category. */
export function categorySlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const DEPARTMENTS: Readonly<Record<string, Department>> = { service: 'service', parts: 'parts', finance: 'finance', careers: 'careers' };

/** The department an enquiry category belongs to: service, parts, finance and careers have their own, every other is sales. */
export function departmentOf(category: string): Department {
  const slug = categorySlug(category);
  return DEPARTMENTS[slug] ?? DEPARTMENTS[slug.split('-')[0] ?? ''] ?? 'sales';
}

const namesLocation = (values: readonly (string | number)[], location: LocationRef | undefined) =>
  location !== undefined && values.some((v) => String(v) === String(location.id) || v === location.slug);

/** Whether every condition a rule gives holds for the lead. */
function conditionsHold(when: RoutingConditions | undefined, facts: LeadFacts): boolean {
  if (!when) return true;
  if (when.form && !when.form.includes(facts.form)) return false;
  if (when.category && !when.category.some((c) => categorySlug(c) === facts.category)) return false;
  if (when.department && !when.department.includes(facts.department)) return false;
  if (when.location && !namesLocation(when.location, facts.location)) return false;
  if (when.car_location && !namesLocation(when.car_location, facts.carLocation)) return false;
  if (when.car_type && (facts.carType === undefined || !when.car_type.includes(facts.carType))) return false;
  if (when.open_now !== undefined && facts.openNow !== when.open_now) return false;
  return true;
}

/** The first rule that matches, and its position; the default rule matches every lead. */
export function routeLead<R extends Pick<RoutingRule, 'when' | 'default'>>(rules: readonly R[], facts: LeadFacts): { rule: R; index: number } | undefined {
  const index = rules.findIndex((rule) => rule.default === true || conditionsHold(rule.when, facts));
  return index === -1 ? undefined : { rule: rules[index]!, index };
}
