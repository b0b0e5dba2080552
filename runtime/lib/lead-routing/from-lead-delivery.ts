// `builder-cli migrate`: the lead-routing.json that routes exactly as a site's leadDelivery did,
// one default rule sending every lead to every destination.
import type { LeadRoutingDocument, RoutingDestination } from '../../../schemas/types/lead-routing';
import type { LeadDestination } from '../../../schemas/types/site';

const MIGRATED_RULE_ID = 'default';

export function routingFromLeadDelivery(leadDelivery: readonly LeadDestination[]): LeadRoutingDocument | null {
  if (!leadDelivery.length) return null;
  const destinations = leadDelivery.map((d): RoutingDestination => ({ ...d }));
  return {
    $schema: '../../schemas/editor/lead-routing.partial.schema.json',
    schemaVersion: 1,
    rules: [{ id: MIGRATED_RULE_ID, default: true, destinations: destinations as [RoutingDestination, ...RoutingDestination[]] }],
  };
}
