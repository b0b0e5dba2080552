// The phone numbers and postcodes a tenant publishes (site.json and locations.json), with where they are.
import type { Locator } from '../../server/tenants/ajv-problems';
import { toPointer } from '../../server/tenants/json-document';
import type { TenantSources } from '../../server/tenants/tenant';

interface ValueAt {
  value: string;
  pointer: string;
  locate: Locator;
}

interface LocationLike {
  address?: { postcode?: unknown };
  contact_detail?: { phone?: unknown; landline_phone?: unknown };
}

function locationsOf(sources: TenantSources): LocationLike[] {
  const list = (sources.collections.locations?.data as { locations?: unknown } | undefined)?.locations;
  return Array.isArray(list) ? (list as LocationLike[]) : [];
}

export function phonesOf(sources: TenantSources): ValueAt[] {
  const out: ValueAt[] = [];
  const site = sources.site.data as { phone?: unknown };
  if (typeof site.phone === 'string') out.push({ value: site.phone, pointer: '/phone', locate: sources.site.locate });
  const locate = sources.collections.locations?.locate;
  locationsOf(sources).forEach((l, i) => {
    for (const key of ['phone', 'landline_phone'] as const) {
      const v = l.contact_detail?.[key];
      if (typeof v === 'string' && v !== '' && locate) out.push({ value: v, pointer: toPointer(['locations', i, 'contact_detail', key]), locate });
    }
  });
  return out;
}

export function postcodesOf(sources: TenantSources): ValueAt[] {
  const out: ValueAt[] = [];
  const site = sources.site.data as { address?: { postcode?: unknown } };
  if (typeof site.address?.postcode === 'string') out.push({ value: site.address.postcode, pointer: '/address/postcode', locate: sources.site.locate });
  const locate = sources.collections.locations?.locate;
  locationsOf(sources).forEach((l, i) => {
    const v = l.address?.postcode;
    if (typeof v === 'string' && locate) out.push({ value: v, pointer: toPointer(['locations', i, 'address', 'postcode']), locate });
  });
  return out;
}
