// Which routing rules can never match (issue 19 check "a rule that can never match because an
// earlier rule covers it"): an earlier rule covers a later one when every lead the later one
// takes, the earlier one takes first.
import type { RoutingConditions, RoutingRule } from '../../../schemas/types/lead-routing';
import { categorySlug } from './route-lead';

type Key = keyof RoutingConditions;
const LIST_KEYS: readonly Exclude<Key, 'open_now'>[] = ['form', 'category', 'department', 'location', 'car_location', 'car_type'];

/** Values compared as the matcher compares them: categories as slugs, locations as their id when named by slug. */
export type LocationIds = (value: string | number) => string;

function normalised(key: Key, values: readonly (string | number)[], locationId: LocationIds): Set<string> {
  if (key === 'category') return new Set(values.map((v) => categorySlug(String(v))));
  if (key === 'location' || key === 'car_location') return new Set(values.map(locationId));
  return new Set(values.map(String));
}

/** Whether `earlier` matches every lead `later` matches. */
function ruleCovers(earlier: Pick<RoutingRule, 'when' | 'default'>, later: Pick<RoutingRule, 'when'>, locationId: LocationIds = String): boolean {
  if (earlier.default === true) return true;
  const a = earlier.when ?? {};
  const b = later.when ?? {};
  for (const key of LIST_KEYS) {
    const mine = a[key];
    if (!mine) continue;
    const theirs = b[key];
    if (!theirs) return false;
    const allowed = normalised(key, mine, locationId);
    if (![...normalised(key, theirs, locationId)].every((v) => allowed.has(v))) return false;
  }
  if (a.open_now !== undefined && b.open_now !== a.open_now) return false;
  return true;
}

/** Each rule that can never match, with the position of the first earlier rule that covers it. */
export function shadowedRules(
  rules: readonly Pick<RoutingRule, 'when' | 'default'>[],
  locationId: LocationIds = String,
): { index: number; coveredBy: number }[] {
  const out: { index: number; coveredBy: number }[] = [];
  rules.forEach((rule, index) => {
    const coveredBy = rules.slice(0, index).findIndex((earlier) => ruleCovers(earlier, rule, locationId));
    if (coveredBy !== -1) out.push({ index, coveredBy });
  });
  return out;
}
