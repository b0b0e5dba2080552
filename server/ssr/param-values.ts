// The values a tenant's route parameters range over (runtime/lib/route-params.ts), read once per
// loaded tenant. The cars are left out: the vehicle loader looks a car up in the live stock.
import { paramValueLookup, type ParamDomain } from '../../runtime/lib/route-params';
import type { Tenant } from '../tenants/tenant';

const lookups = new WeakMap<Tenant, (domain: ParamDomain) => readonly string[] | null>();

export function tenantParamValues(tenant: Tenant): (domain: ParamDomain) => readonly string[] | null {
  let lookup = lookups.get(tenant);
  // nowSeconds only matters for cars, which are not read here.
  if (!lookup) lookups.set(tenant, (lookup = paramValueLookup({ site: tenant.publicSite, collections: tenant.collections, nowSeconds: 0 })));
  return lookup;
}
