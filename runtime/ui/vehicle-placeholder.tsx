// The picture of a vehicle without photos: a silhouette of its category (car, caravan, truck,
// motorcycle), drawn by car-card.css behind a transparent image of the box's shape.
import { useSite } from '../data/site-context';
import { vehicleCategory } from '../lib/vehicle/category';

/** A transparent 4:3 picture: the box keeps its shape before any CSS, the silhouette is its background. */
export const PLACEHOLDER_IMAGE = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'/>";

export function VehiclePlaceholder({ body, width, height, lazy = false }: { body?: string | null; width: number; height: number; lazy?: boolean }) {
  const site = useSite();
  return (
    <img
      className="vehicle-placeholder"
      data-category={vehicleCategory(body, site.vehicles.singular)}
      src={PLACEHOLDER_IMAGE}
      alt=""
      width={width}
      height={height}
      decoding="async"
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
