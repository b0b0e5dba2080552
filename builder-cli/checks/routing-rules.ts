// What the routing-* checks read: the tenant's lead-routing.json rules (with its locator) and the
// locations its rules may name.
import type { LeadRoutingDocument } from '../../schemas/types/lead-routing';
import type { Location } from '../../schemas/types/location';
import type { TenantSources } from '../../server/tenants/tenant';

type RoutingSource = NonNullable<TenantSources['leadRouting']>;

/** The lead-routing.json rules, or null when the tenant has no such file or the loader reports why it has no rules. */
export function readRoutingRules(sources: TenantSources): { doc: RoutingSource; rules: LeadRoutingDocument['rules'] } | null {
  const doc = sources.leadRouting;
  const rules = (doc?.data as LeadRoutingDocument | undefined)?.rules;
  return doc && Array.isArray(rules) ? { doc, rules } : null;
}

/** The tenant's locations (locations.json), none when it has no such file. */
export function readLocations(sources: TenantSources): Location[] {
  const list = (sources.collections.locations?.data as { locations?: unknown } | undefined)?.locations;
  return Array.isArray(list) ? (list as Location[]) : [];
}
