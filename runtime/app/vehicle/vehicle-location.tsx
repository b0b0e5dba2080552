import type { Car } from '../../../schemas/types/car';
import type { Address, Location } from '../../../schemas/types/location';
import { useSite } from '../../data/site-context';
import { VEHICLE_MAP_ANCHOR } from '../../lib/vehicle/actions';
import { mapSearchUrl } from '../../ui/locations';
import { PostalAddress } from '../../ui/postal-address';
import { SmartLink } from '../../ui/smart-link';

/** Where the car is (the `#vehicle-map` anchor of the location button), with directions and the dealer's other stock. */
export function VehicleLocation({ car, location, address }: { car: Car; location?: Location; address?: Partial<Address> }) {
  const site = useSite();
  const name = location?.name ?? car.location?.name ?? car.dealership_name ?? site.name;
  const directions = address?.place_url || (address ? mapSearchUrl(address) : null);
  return (
    <section id={VEHICLE_MAP_ANCHOR} className="vehicle-location" aria-labelledby="vehicle-location-title">
      <h2 id="vehicle-location-title">Location</h2>
      <p className="vehicle-location-name">{name}</p>
      {address && <PostalAddress address={address} />}
      <div className="button-row">
        {directions && (
          <SmartLink href={directions} className="btn btn-outline">
            Get directions
          </SmartLink>
        )}
        {car.dealership_slug && (
          <SmartLink href={`/search/${car.dealership_slug}`} className="btn btn-outline">
            See more from this dealer
          </SmartLink>
        )}
      </div>
    </section>
  );
}
