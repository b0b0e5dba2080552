import type { Car } from '../../../schemas/types/car';
import { useSite } from '../../data/site-context';
import { CarCard } from '../../ui/car-card';
import { stockPath } from '../../lib/vehicle-route';
import { SmartLink } from '../../ui/smart-link';
import { PageHead } from '../page-head';

/** A car sold before the sold window, hidden or unknown: the server answers 404 and offers other stock. */
export function UnavailableVehicle({ similar, now }: { similar: Car[]; now: number }) {
  const site = useSite();
  return (
    <section className="container vehicle-unavailable">
      <PageHead title={`This ${site.vehicles.singular} is no longer available | ${site.name}`} noindex />
      <h1>This {site.vehicles.singular} is no longer available</h1>
      <p>It may have been sold or taken off the market. Here are some others you might like.</p>
      <SmartLink href={stockPath(site)} className="btn btn-primary">
        See all our {site.vehicles.plural}
      </SmartLink>
      {similar.length > 0 && <SimilarCars cars={similar} now={now} heading={`Other ${site.vehicles.plural} in stock`} />}
    </section>
  );
}

export function SimilarCars({ cars, now, heading }: { cars: Car[]; now: number; heading: string }) {
  return (
    <section className="vehicle-similar" aria-labelledby="vehicle-similar-title">
      <h2 id="vehicle-similar-title">{heading}</h2>
      <ul className="car-grid">
        {cars.map((c) => (
          <li key={String(c.id)}>
            <CarCard car={c} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
