// How cars are indexed: which attributes filter, sort and search, and the index-only fields
// derived from a Car (the search contract reads them; tenant stock never has to carry them).
import type { Car } from '../../schemas/types/car';
import type { IndexSettings } from './embedded';
import type { TenantSearchSettings } from './tenant-search-settings';
import type { Place } from './tenant-index';

export const CAR_FILTERABLE = [
  'id',
  'status',
  'badge',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_id',
  'dealership_slug',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'price_range',
  'subscription_price',
  'seats',
  'body',
  'drive',
  'fuel',
  'simple_fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'photos_count',
  'show_on_dealer_website',
  'sold_date_timestamp',
  'created_at_timestamp',
  'reserved',
  'stocknum',
  'vin',
  '_geo',
];
export const CAR_SORTABLE = ['price', 'km', 'year', 'created_at_timestamp', 'custom_rank', 'subscription_price', '_geo'];
export const CAR_SEARCHABLE = ['name', 'make', 'model', 'badge', 'series', 'stocknum', 'vin'];

export const CAR_INDEX_SETTINGS = {
  primaryKey: 'id',
  filterableAttributes: CAR_FILTERABLE,
  sortableAttributes: CAR_SORTABLE,
  searchableAttributes: CAR_SEARCHABLE,
};

/** The cars index settings for a tenant: the fixed filterable/sortable lists plus its search.json. */
export function carIndexSettings(tenant: TenantSearchSettings = {}): IndexSettings {
  return {
    ...CAR_INDEX_SETTINGS,
    ...(tenant.searchableAttributes ? { searchableAttributes: [...tenant.searchableAttributes] } : {}),
    ...(tenant.displayedAttributes ? { displayedAttributes: [...tenant.displayedAttributes] } : {}),
    ...(tenant.rankingRules ? { rankingRules: [...tenant.rankingRules] } : {}),
    ...(tenant.distinctAttribute !== undefined ? { distinctAttribute: tenant.distinctAttribute } : {}),
    ...(tenant.synonyms ? { synonyms: tenant.synonyms as Record<string, string[]> } : {}),
    ...(tenant.stopWords ? { stopWords: [...tenant.stopWords] } : {}),
    ...(tenant.typoTolerance ? { typoTolerance: tenant.typoTolerance as NonNullable<IndexSettings['typoTolerance']> } : {}),
  };
}

/** A car as indexed: the Car plus fields derived for filtering and sorting. */
export type IndexedCar = Car & {
  created_at_timestamp?: number;
  make_model: string;
  location_name?: string;
  custom_rank: number;
  /** The car's location's coordinates (Meilisearch's geo field). */
  _geo?: Place;
};

/** The coordinates of the car's location: by its location slug, else by its dealership. */
export function carPlace(car: Car, places: Readonly<Record<string, Place>>): Place | undefined {
  return (
    (car.location?.slug ? places[car.location.slug] : undefined) ??
    (car.dealership_id !== undefined ? places[`dealership:${String(car.dealership_id)}`] : undefined)
  );
}

export function toIndexDocument(car: Car, places: Readonly<Record<string, Place>> = {}): IndexedCar {
  const created = car.created_at ? Math.floor(Date.parse(car.created_at) / 1000) : undefined;
  const place = carPlace(car, places);
  return {
    ...car,
    ...(place ? { _geo: place } : {}),
    ...(created !== undefined && Number.isFinite(created) ? { created_at_timestamp: created } : {}),
    make_model: `${car.make}|${car.model}`,
    ...(car.location?.name ? { location_name: car.location.name } : {}),
    custom_rank: car.custom_rank ?? 0,
  };
}
