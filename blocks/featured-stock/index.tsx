import { useSuspenseQuery } from '@tanstack/react-query';
import type { FeaturedStockProps } from './props';
import type { Car } from '../../schemas/types/car';
import { fetchJson } from '../../runtime/data/fetch-json';
import { useSite } from '../../runtime/data/site-context';
import { featuredStockKey, featuredStockPath, featuredStockQuery } from '../../runtime/lib/vehicle/featured-stock';
import { CarCard } from '../../runtime/ui/car-card';
import { stockPath } from '../../runtime/lib/vehicle-route';
import { SmartLink } from '../../runtime/ui/smart-link';

/** Cars for the home page; the server seeds the query (server/stock/featured-stock.ts), so it renders without JavaScript. */
export default function FeaturedStock({ heading, intro, carIds, limit, linkLabel }: FeaturedStockProps) {
  const site = useSite();
  const query = featuredStockQuery({ carIds, limit });
  const { data: cars, dataUpdatedAt } = useSuspenseQuery({
    queryKey: featuredStockKey(query),
    queryFn: () => fetchJson<Car[]>(featuredStockPath(query)),
  });
  if (cars.length === 0) return null;
  return (
    <section className="featured-stock container">
      <h2>{heading}</h2>
      {intro && <p className="featured-stock-intro">{intro}</p>}
      <ul className="car-grid">
        {cars.map((car) => (
          <li key={String(car.id)}>
            <CarCard car={car} now={dataUpdatedAt} />
          </li>
        ))}
      </ul>
      <p className="featured-stock-more">
        <SmartLink href={stockPath(site)} className="btn btn-outline">
          {linkLabel}
        </SmartLink>
      </p>
    </section>
  );
}
