// The saved-cars page (/saved-cars, or the site's garage path): the favourites stored in this
// browser. The server cannot know them, so it renders the page without a list or an "empty"
// message; the browser fills in one or the other once hydrated, so nothing wrong ever shows.
import { useEffect, useState } from 'react';
import { useSite } from '../../data/site-context';
import { toggleSavedCar, useFavourites, type FavouriteEntry } from '../../data/favourites';
import { stockPath, vehiclePath } from '../../lib/vehicle-route';
import { PLACEHOLDER_IMAGE } from '../../ui/car-card';
import { SmartLink } from '../../ui/smart-link';
import { PageHead } from '../page-head';

import '../../styles/vehicle.css';

export default function SavedCarsPage() {
  const site = useSite();
  const saved = useFavourites(site.slug);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const title = `Saved ${site.vehicles.plural}`;
  return (
    <section className="container saved-cars-page">
      <PageHead title={`${title} | ${site.name}`} noindex />
      <h1>{title}</h1>
      <noscript>
        <p>Your saved {site.vehicles.plural} are kept in this browser: turn on JavaScript to see them.</p>
      </noscript>
      <div className="saved-cars" aria-busy={!hydrated}>
        {hydrated && saved.length === 0 && (
          <div className="saved-cars-empty">
            <p>
              You haven't saved any {site.vehicles.plural} yet. Tap the heart on a {site.vehicles.singular} to keep it here.
            </p>
            <SmartLink href={stockPath(site)} className="btn btn-primary">
              Browse our {site.vehicles.plural}
            </SmartLink>
          </div>
        )}
        {hydrated && saved.length > 0 && (
          <>
            <p role="status">
              {saved.length} saved {saved.length === 1 ? site.vehicles.singular : site.vehicles.plural}
            </p>
            <ul className="car-grid">
              {saved.map((entry) => (
                <li key={String(entry.id)}>
                  <SavedCar entry={entry} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function SavedCar({ entry }: { entry: FavouriteEntry }) {
  const site = useSite();
  return (
    <article className="car-card saved-car">
      <div className="car-card-media">
        {entry.primary_image_url ? (
          <img src={entry.primary_image_url} alt="" width={400} height={300} loading="lazy" decoding="async" />
        ) : (
          <img className="vehicle-placeholder" src={PLACEHOLDER_IMAGE} alt="" width={400} height={300} decoding="async" />
        )}
      </div>
      <div className="car-card-body">
        <h2 className="car-card-title">
          <SmartLink href={vehiclePath(site.vehicles.basePath, entry.slug)} className="car-card-link">
            {entry.name}
          </SmartLink>
        </h2>
        <p className="saved-car-make">
          {entry.make} {entry.model}
        </p>
        <button type="button" className="btn btn-outline btn-small saved-car-remove" onClick={() => toggleSavedCar(site.slug, entry)}>
          Remove<span className="sr-only"> {entry.name}</span>
        </button>
      </div>
    </article>
  );
}
