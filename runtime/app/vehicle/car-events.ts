// Phone clicks and reveals are logged on the server (spec section 7): POST
// /api/events/car_phone_call and /api/events/car_phone_reveal with {car_id, dealership_id,
// website_id}. A failure is logged only: the visitor's call or reveal goes ahead.
import type { Car } from '../../../schemas/types/car';
import type { PublicSite } from '../../lib/public-site';

type CarEvent = 'car_phone_call' | 'car_phone_reveal';

export function postCarEvent(kind: CarEvent, car: Pick<Car, 'id' | 'dealership_id'>, site: Pick<PublicSite, 'id'>): void {
  const body = JSON.stringify({ car_id: car.id, dealership_id: car.dealership_id, website_id: site.id ?? null });
  fetch(`/api/events/${kind}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true })
    .then((res) => {
      if (!res.ok) console.warn(`${kind} was not logged: HTTP ${res.status}`);
    })
    .catch((error: unknown) => console.warn(`${kind} was not logged`, error));
}
