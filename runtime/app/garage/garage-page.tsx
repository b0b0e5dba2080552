// The garage (garage_path, default /my-garage) on sites with garage_enabled: signed out, the
// sign-in form; signed in, the watchlist with each car's live status (sold, reserved, price
// changed since saved). The local favourites join the watchlist at sign-in and on every visit.
import { useEffect, useState } from 'react';
import { useSite } from '../../data/site-context';
import { favouritesKey, parseFavourites, toggleSavedCar, useFavourites } from '../../data/favourites';
import { LIVE_STATUS_TEXT, type WatchedCar } from '../../lib/garage/watchlist';
import { formatPrice } from '../../lib/format';
import { stockPath, vehiclePath } from '../../lib/vehicle-route';
import { PLACEHOLDER_IMAGE } from '../../ui/car-card';
import { SmartLink } from '../../ui/smart-link';
import { PageHead } from '../page-head';
import { loadSession, removeFromWatchlist, signOut, syncWatchlist, type GarageSession } from './garage-api';
import { SignInForm } from './sign-in-form';

import '../../styles/vehicle.css';
import '../../styles/garage.css';

export default function GaragePage() {
  const site = useSite();
  const favourites = useFavourites(site.slug);
  const [session, setSession] = useState<GarageSession | null>(null);

  useEffect(() => {
    let live = true;
    void loadSession(site.slug).then(async (s) => {
      if (!live) return;
      setSession(s);
      const local = parseFavourites(window.localStorage.getItem(favouritesKey(site.slug)));
      const missing = local.filter((f) => !s.watchlist.some((w) => String(w.id) === String(f.id)));
      if (s.user && missing.length) {
        const synced = await syncWatchlist(local).catch((e: unknown) => (console.error('Watchlist sync failed', e), null));
        if (synced && live) setSession({ ...s, watchlist: synced.watchlist });
      }
    });
    return () => {
      live = false;
    };
  }, [site.slug]);

  async function remove(car: WatchedCar) {
    const answer = await removeFromWatchlist(car.id).catch((e: unknown) => (console.error('Watchlist remove failed', e), null));
    if (favourites.some((f) => String(f.id) === String(car.id))) toggleSavedCar(site.slug, car);
    if (answer && session) setSession({ ...session, watchlist: answer.watchlist });
  }

  const title = 'My Garage';
  return (
    <section className="container garage-page">
      <PageHead title={`${title} | ${site.name}`} noindex />
      <h1>{title}</h1>
      <div aria-busy={session === null}>
        {session && !session.user && (
          <SignInForm
            onSignedIn={setSession}
            intro={`Sign in to keep your saved ${site.vehicles.plural} on every device and see when they sell, are reserved or change price.`}
          />
        )}
        {session?.user && (
          <>
            <p className="garage-user">
              Signed in as <strong>{session.user.email}</strong>{' '}
              <button
                type="button"
                className="btn btn-outline btn-small"
                onClick={() => void signOut(site.slug).then(() => setSession({ user: null, watchlist: [] }))}
              >
                Sign out
              </button>
            </p>
            {session.watchlist.length === 0 ? (
              <div className="saved-cars-empty">
                <p>Your garage is empty. Tap the heart on a {site.vehicles.singular} to keep it here.</p>
                <SmartLink href={stockPath(site)} className="btn btn-primary">
                  Browse our {site.vehicles.plural}
                </SmartLink>
              </div>
            ) : (
              <ul className="car-grid garage-list">
                {session.watchlist.map((car) => (
                  <li key={String(car.id)}>
                    <WatchedCard car={car} onRemove={() => void remove(car)} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function WatchedCard({ car, onRemove }: { car: WatchedCar; onRemove: () => void }) {
  const site = useSite();
  return (
    <article className="car-card saved-car garage-car" data-status={car.status}>
      <div className="car-card-media">
        {car.primary_image_url ? (
          <img src={car.primary_image_url} alt="" width={400} height={300} loading="lazy" decoding="async" />
        ) : (
          <img className="vehicle-placeholder" src={PLACEHOLDER_IMAGE} alt="" width={400} height={300} decoding="async" />
        )}
      </div>
      <div className="car-card-body">
        <h2 className="car-card-title">
          {car.status === 'gone' ? (
            car.name
          ) : (
            <SmartLink href={vehiclePath(site.vehicles.basePath, car.slug)} className="car-card-link">
              {car.name}
            </SmartLink>
          )}
        </h2>
        <p className={`garage-status garage-status-${car.status}`}>{LIVE_STATUS_TEXT[car.status]}</p>
        {car.price !== null && <p className="garage-price">{formatPrice(car.price, site.vehicles.noPriceText, site.locale)}</p>}
        {car.price_changed && car.saved_price != null && (
          <p className="garage-price-change">
            Price {car.price! < car.saved_price ? 'dropped' : 'changed'} from {formatPrice(car.saved_price, site.vehicles.noPriceText, site.locale)}
          </p>
        )}
        <button type="button" className="btn btn-outline btn-small saved-car-remove" onClick={onRemove}>
          Remove<span className="sr-only"> {car.name}</span>
        </button>
      </div>
    </article>
  );
}
