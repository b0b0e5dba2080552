import { useSite } from '../../runtime/data/site-context';
import { savedCarsPath, useFavourites } from '../../runtime/data/favourites';
import { HeartIcon } from '../../runtime/ui/favourite-toggle';
import { SmartLink } from '../../runtime/ui/smart-link';

/**
 * The saved-cars link: a heart with the count over its corner. The server knows no favourites,
 * so the count renders empty and fills after hydration without moving anything.
 */
export function SavedCarsLink() {
  const site = useSite();
  const count = useFavourites(site.slug).length;
  const label = `Saved ${site.vehicles.plural}`;
  return (
    <SmartLink href={savedCarsPath(site)} className="header-saved" aria-label={count ? `${label} (${count})` : label}>
      <HeartIcon />
      <span className="header-saved-count" aria-hidden="true">
        {count || ''}
      </span>
    </SmartLink>
  );
}
