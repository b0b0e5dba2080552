// Which silhouette stands in for a vehicle without photos: the kind of vehicle the site sells,
// from its vehicles.singular word ("caravan", "truck", "motorcycle", else a car). The server sets
// it on <html data-vehicle-category>, so choosing the picture costs the browser no script.
type VehicleCategory = 'car' | 'caravan' | 'truck' | 'motorcycle';

const CATEGORIES: readonly [RegExp, VehicleCategory][] = [
  [/caravan|camper|motorhome|\brvs?\b|pop ?top|trailer/i, 'caravan'],
  [/truck|\bvans?\b|\bute\b|pickup/i, 'truck'],
  [/motorcycle|motorbike|scooter|\bbikes?\b/i, 'motorcycle'],
];

export function vehicleCategory(siteSingular: string): VehicleCategory {
  return CATEGORIES.find(([pattern]) => pattern.test(siteSingular))?.[1] ?? 'car';
}
