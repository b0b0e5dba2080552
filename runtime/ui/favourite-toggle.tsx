import { useSite } from '../data/site-context';
import { toggleSavedCar, useFavourites, type FavouriteCar } from '../data/favourites';

export function HeartIcon() {
  return (
    <svg className="heart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/**
 * Save / unsave a car (a toggle button: aria-pressed). Rendered unpressed on the server; the
 * stored state shows once hydrated, and only then does the button work.
 */
export function FavouriteToggle({ car, showText = false, className = '' }: { car: FavouriteCar; showText?: boolean; className?: string }) {
  const site = useSite();
  const saved = useFavourites(site.slug).some((e) => String(e.id) === String(car.id));
  return (
    <button
      type="button"
      className={`favourite-toggle${saved ? ' is-saved' : ''} ${className}`.trim()}
      aria-pressed={saved}
      aria-label={showText ? undefined : `Save ${car.name}`}
      onClick={() => toggleSavedCar(site.slug, car)}
    >
      <HeartIcon />
      {showText && <span>{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}
