import type { Car } from '../../schemas/types/car';
import { useSite } from '../data/site-context';
import { conditionLabel, displayTag, type DisplayTagSite } from '../lib/display-tag';
import { formatOdometer, formatPrice, hasPrice } from '../lib/format';
import { FavouriteToggle } from './favourite-toggle';
import { HighlightedText } from './highlighted-text';
import { ResponsiveImage } from './responsive-image';
import { SmartLink } from './smart-link';

// Card styles ship with the shell: cards appear on search, vehicle, saved-cars and home pages.
import '../styles/car-card.css';

/** A car as a search hit: Meilisearch adds `_formatted` (highlighted copies) when asked to highlight. */
export type CarHit = Car & { _formatted?: { name?: string | null } };

const CARD_IMAGE_WIDTH = 400;
const CARD_IMAGE_HEIGHT = 300;
/** Cards sit 3 a row on wide screens, 2 on tablets, 1 on phones (runtime/styles/car-card.css). */
/** A 400-pixel card at 2.7x at most. */
const CARD_IMAGE_MAX_WIDTH = 1080;
const CARD_IMAGE_SIZES = '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw';

/** Shown until a car has photos (spec section 9: the placeholder is replaced by the first thumbnail). */
/** A transparent 4:3 picture; car-card.css draws the site's vehicle silhouette as its background. */
export const PLACEHOLDER_IMAGE = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'/>";

/** The card's picture: the first thumbnail, else the first image's thumb, else the primary image. */
export function cardImage(car: Pick<Car, 'thumbnails' | 'images' | 'primary_image_url'>): string | undefined {
  return car.thumbnails?.find(Boolean) || car.images?.[0]?.thumb.url || car.images?.[0]?.image.url || car.primary_image_url || undefined;
}

interface CarCardProps {
  car: CarHit;
  /** The time tags are judged at (New Arrival); pass the data's fetch time so server and browser agree. */
  now: number;
  /** Above the fold (the first row): load the image at once, at high priority, preloaded. */
  eager?: boolean;
  /** Overrides the site's display.fuel_tag and display.certified_logo settings. */
  tagOptions?: DisplayTagSite;
  headingLevel?: 'h2' | 'h3';
}

/** One car in a results grid or a featured-stock row; the whole card links to the car's page. */
export function CarCard({ car, now, eager = false, tagOptions, headingLevel: Heading = 'h3' }: CarCardProps) {
  const site = useSite();
  // site.json display.fuel_tag / certified_logo (both off by default, see runtime/lib/site-settings.ts).
  const tag = displayTag(car, tagOptions ?? { fuelTagEnabled: site.display?.fuel_tag === true, certifiedLogo: site.display?.certified_logo === true }, now);
  const image = cardImage(car);
  const odometer = formatOdometer(car.km, site.locale);
  const specs = [odometer, car.transmission, car.fuel].filter((s): s is string => !!s);
  const price = formatPrice(car.price, site.vehicles.noPriceText, site.locale);
  const priced = hasPrice(car.price);
  return (
    <article className="car-card">
      <div className="car-card-media">
        {image ? (
          <ResponsiveImage
            src={image}
            alt={car.name}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            sizes={CARD_IMAGE_SIZES}
            maxWidth={CARD_IMAGE_MAX_WIDTH}
            eager={eager}
          />
        ) : (
          <img className="vehicle-placeholder" src={PLACEHOLDER_IMAGE} alt="" width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} decoding="async" />
        )}
        {tag && <span className={`car-tag car-tag-${tag.kind}`}>{tag.text}</span>}
        <FavouriteToggle car={car} className="car-card-favourite" />
      </div>
      <div className="car-card-body">
        <span className={`car-condition car-condition-${car.car_type}`}>{conditionLabel(car.car_type, site)}</span>
        <Heading className="car-card-title">
          <SmartLink href={`${site.vehicles.basePath}/${car.slug}`} className="car-card-link">
            <HighlightedText highlighted={car._formatted?.name} plain={car.name} />
          </SmartLink>
        </Heading>
        <p className={`car-card-price${priced ? '' : ' car-card-price-none'}`}>{price}</p>
        {specs.length > 0 && (
          <ul className="car-card-specs">
            {specs.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        )}
        {car.stocknum && <p className="car-card-stock">Stock no. {car.stocknum}</p>}
      </div>
    </article>
  );
}
