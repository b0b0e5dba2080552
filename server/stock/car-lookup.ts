// A car for its detail page, with similar cars from the search contract (so similar cars obey
// the same tenant scope and sold window as search results).
import type { Car } from '../../schemas/types/car';
import { baseFilter } from '../../runtime/lib/search/search-filters';
import { CARS_INDEX } from '../../runtime/lib/search/search-types';
import { vehiclePath, type VehiclePageData } from '../../runtime/lib/vehicle-route';
import { carAvailability, soldWindowDays } from '../../runtime/lib/vehicle/visibility';
import { vehicleActions } from '../../runtime/lib/vehicle/actions';
import { absoluteUrl } from '../../runtime/lib/vehicle/seo';
import type { SearchProvider } from '../search/search-provider';
import { scopeQueries } from '../search/tenant-scope';
import { sanitizeDealerHtml } from '../tenants/schema-validator';
import type { Tenant } from '../tenants/tenant';

const SIMILAR_LIMIT = 6;

/** A car as a card needs it: the first picture, none of the page-only fields (description, gallery, payment). */
export function cardCar(car: Car): Car {
  const { description: _d, images, payment_processors: _p, location: _l, thumbnails, ...rest } = car;
  return { ...rest, ...(images?.length ? { images: images.slice(0, 1) } : {}), ...(thumbnails?.length ? { thumbnails: thumbnails.slice(0, 1) } : {}) };
}

// Feed descriptions are dealer HTML: sanitised once per car object, on the server only.
const sanitised = new WeakMap<Car, Car>();
function withSafeDescription(car: Car): Car {
  let safe = sanitised.get(car);
  if (!safe) sanitised.set(car, (safe = { ...car, description: car.description ? sanitizeDealerHtml(car.description) : car.description }));
  return safe;
}

/** Available cars like `car` (same model, then make, then body); without a car, the latest arrivals. */
export async function similarCars(
  tenant: Tenant,
  car: Pick<Car, 'id' | 'make' | 'model' | 'body'> | null,
  provider: SearchProvider,
  nowSeconds: number,
): Promise<Car[]> {
  const q = (s: string) => JSON.stringify(s);
  const base = [baseFilter(tenant.publicSite, nowSeconds), 'NOT status = sold'];
  const queries = car
    ? [`make = ${q(car.make)} AND model = ${q(car.model)}`, `make = ${q(car.make)}`, ...(car.body ? [`body = ${q(car.body)}`] : [])].map((tier) => ({
        indexUid: CARS_INDEX,
        filter: [...base, `NOT id = ${q(String(car.id))}`, tier],
        sort: ['custom_rank:desc'],
        limit: SIMILAR_LIMIT,
      }))
    : [{ indexUid: CARS_INDEX, filter: base, sort: ['created_at_timestamp:desc'], limit: SIMILAR_LIMIT }];
  const { results } = await provider.multiSearch(tenant.slug, scopeQueries({ queries }, tenant.site));
  const seen = new Set<string>();
  const out: Car[] = [];
  for (const hit of results.flatMap((r) => r.hits as unknown as Car[])) {
    if (out.length >= SIMILAR_LIMIT || seen.has(String(hit.id))) continue;
    seen.add(String(hit.id));
    out.push(cardCar(hit));
  }
  return out;
}

async function reservedInIndex(tenant: Tenant, car: Car, provider: SearchProvider): Promise<boolean> {
  const { results } = await provider.multiSearch(tenant.slug, [{ indexUid: CARS_INDEX, filter: `id = ${JSON.stringify(String(car.id))}`, limit: 1 }]);
  return (results[0]?.hits[0] as Partial<Car> | undefined)?.reserved === true;
}

export async function vehiclePageData(
  tenant: Tenant,
  slug: string,
  provider: SearchProvider,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<VehiclePageData> {
  const found = tenant.stock.find((c) => c.slug === slug);
  const availability = found ? carAvailability(found, nowSeconds, soldWindowDays(tenant.site)) : 'unavailable';
  const listed = found && availability !== 'unavailable' ? withSafeDescription(found) : null;
  // A car reserved online is marked in the index before the feed knows (server/checkout): no Reserve button then.
  const car = listed && listed.reserved !== true && (await reservedInIndex(tenant, listed, provider)) ? { ...listed, reserved: true } : listed;
  // An unknown slug still offers stock: the latest arrivals. A hidden car is an unknown one, so
  // its similar cars must not give its make and model away.
  const similar = await similarCars(tenant, car ? found! : null, provider, nowSeconds);
  const pageUrl = car ? absoluteUrl(tenant.publicSite, vehiclePath(tenant.site.vehicles.basePath, car.slug)) : '';
  const actions = car ? vehicleActions(tenant.buttons, { car, site: tenant.publicSite, availability, pageUrl }) : [];
  return { availability, car, similar, actions, settings: tenant.vehiclePage };
}
