// Which destinations a completed lead goes to: the first matching rule of the tenant's
// lead-routing.json (runtime/lib/lead-routing), or, without that file, the site's leadDelivery.
import type { Tenant } from '../tenants/tenant';
import type { RoutingDestination, RoutingRule } from '../../schemas/types/lead-routing';
import type { LeadDestination } from '../../schemas/types/site';
import { routeLead } from '../../runtime/lib/lead-routing/route-lead';
import { leadFacts, leadLocation } from '../../runtime/lib/lead-routing/lead-facts';
import { openMinutesDueAt } from '../../runtime/lib/lead-routing/open-minutes';
import { siteTimezone } from '../../runtime/lib/timezone';
import type { SpecialHoursEntry } from '../../runtime/lib/open-now';
import type { Car } from '../../schemas/types/car';
import type { NewDestination, NewRoute } from './lead-store';

/** The default: minutes of open time before an unacknowledged lead escalates. */
export const DEFAULT_ESCALATE_AFTER_MINUTES = 120;
/** How builder-cli leads names the leadDelivery list of a site without lead-routing.json. */
export const LEAD_DELIVERY_RULE = 'leadDelivery';

export interface DeliveryPlan {
  destinations: NewDestination[];
  route?: NewRoute;
}

/** The address a destination delivers to, as the delivery row keeps it ("" when it has none). */
function destinationAddress(d: RoutingDestination | LeadDestination): string {
  if (d.kind === 'email') return (d.to ?? []).map((to) => `mailto:${to}`).join(' ');
  return d.url ?? '';
}

export function routingRule(tenant: Tenant, id: string | null): RoutingRule | undefined {
  return id === null ? undefined : tenant.leadRouting?.rules.find((r) => r.id === id);
}

/** The site's leadDelivery list: what a tenant without lead-routing.json delivers to. */
function destinationsOf(tenant: Tenant): NewDestination[] {
  return (tenant.site.leadDelivery ?? []).map((d) => ({ kind: d.kind, url: d.url }));
}

/** Routes a lead as stored (normalised payload) at `nowMs`. */
export function deliveryPlan(tenant: Tenant, form: string, payload: Readonly<Record<string, unknown>>, nowMs: number, car?: Car): DeliveryPlan {
  const routing = tenant.leadRouting;
  if (!routing) return { destinations: destinationsOf(tenant) };
  const site = tenant.site;
  const ctx = {
    locations: tenant.collections.locations,
    special: (site.special_hours ?? []) as readonly SpecialHoursEntry[],
    timeZone: siteTimezone(site),
    locale: site.locale,
    pushToPrimary: site.flags?.push_leads_to_website_primary_location === true,
    nowMs,
    ...(car ? { car } : {}),
  };
  const matched = routeLead(routing.rules, leadFacts(form, payload, ctx));
  // The schema requires a default rule, so a loaded routing file always matches.
  if (!matched) throw new Error(`lead-routing.json of ${tenant.slug} has no default rule`);
  const { rule } = matched;
  const where = leadLocation(payload, ctx);
  const escalates = (rule.escalation ?? []).length > 0;
  const escalateAt = escalates
    ? openMinutesDueAt(nowMs, rule.escalate_after_minutes ?? DEFAULT_ESCALATE_AFTER_MINUTES, {
        hours: where?.contact_detail.opening_hours ?? [],
        special: ctx.special,
        timeZone: ctx.timeZone,
        ...(where ? { locationId: where.id } : {}),
      })
    : null;
  return {
    destinations: rule.destinations.map((d, index) => ({ kind: d.kind, url: destinationAddress(d), rule: rule.id, destination: index })),
    route: { rule: rule.id, location: where ? String(where.id) : null, routedAt: nowMs, escalateAt },
  };
}
