// Which picture stands in for a vehicle without photos: its own body type first (a caravan on a
// car site is still a caravan), else the kind of vehicle the site sells (its vehicles.singular).
export type VehicleCategory = 'car' | 'caravan' | 'truck' | 'motorcycle';

const BY_BODY: readonly [RegExp, VehicleCategory][] = [
  [/caravan|pop ?top|camper|motorhome|fifth wheel|\brv\b/i, 'caravan'],
  [/truck|chassis|cutaway|tipper|prime mover|tray/i, 'truck'],
  [/motorcycle|motorbike|scooter|\bbike\b|cruiser|dirt/i, 'motorcycle'],
];

export function vehicleCategory(body: string | null | undefined, siteSingular: string): VehicleCategory {
  for (const [pattern, category] of BY_BODY) if (body && pattern.test(body)) return category;
  for (const [pattern, category] of BY_BODY) if (pattern.test(siteSingular)) return category;
  return 'car';
}
