// The event a registration lookup records (spec section 9: "43, 50, 52, 53: Vehicle lookup /
// valuation"). The spec gives the four ids, not which outcome each stands for; one id per outcome
// of the one lookup the product has (decisions: "Vehicle lookup and valuation events").

const LOOKUP_EVENT = {
  /** A plain lookup (POST /api/rego-lookup) found the vehicle. */
  found: 43,
  /** A valuation lookup (Autograb) found the vehicle and valued it. */
  valued: 50,
  /** A valuation was asked for and the vehicle found, but not valued (Autograb gave none, or the plain lookup answered instead). */
  foundNotValued: 52,
  /** No vehicle was found, or the lookup failed. */
  notFound: 53,
} as const;

export type LookupEventId = (typeof LOOKUP_EVENT)[keyof typeof LOOKUP_EVENT];

/** `valuationAsked`: the site values trade-ins (Autograb); `valued`: the answer carried a valuation. */
export function lookupEvent(outcome: { found: boolean; valuationAsked: boolean; valued: boolean }): LookupEventId {
  if (!outcome.found) return LOOKUP_EVENT.notFound;
  if (!outcome.valuationAsked) return LOOKUP_EVENT.found;
  return outcome.valued ? LOOKUP_EVENT.valued : LOOKUP_EVENT.foundNotValued;
}
