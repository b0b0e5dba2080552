// The vehicle detail page (/cars/{slug}, or the template's base path).
import { useParams } from 'react-router';
import { useSite } from '../../data/site-context';
import { useVehicle } from '../../data/vehicle';
import { PageHead } from '../page-head';
import { vehiclePath } from '../../lib/vehicle-route';

export default function VehiclePage() {
  const site = useSite();
  const { slug = '' } = useParams();
  const { car, similar } = useVehicle(slug);
  if (!car) {
    return (
      <section className="container vehicle-unavailable">
        <PageHead title={`This ${site.vehicles.singular} is no longer available | ${site.name}`} noindex />
        <h1>This {site.vehicles.singular} is no longer available</h1>
        <ul>
          {similar.map((c) => (
            <li key={String(c.id)}>
              <a href={vehiclePath(site.vehicles.basePath, c.slug)}>{c.name}</a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <article className="container vehicle-page">
      <PageHead title={`${car.name} | ${site.name}`} path={vehiclePath(site.vehicles.basePath, car.slug)} />
      <h1>{car.name}</h1>
    </article>
  );
}
