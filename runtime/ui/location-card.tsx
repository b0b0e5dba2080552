// A location card with every field of spec section 2: its map (interactive on request, a static
// map picture or the location's image), name, rating, address with map link, phones, opening hours
// with today's status on the dealer's clock, holiday hours, licence and MRB numbers, review count,
// Contact Us (or Book a Service), Parts Enquiry and Send Enquiry where the site enables them, Get
// Directions and Visit Website.
import type { LocationCardData } from '../lib/location-groups';
import { starRating } from '../lib/reviews';
import { mapSearchUrl } from './locations';
import { HolidayHoursDialog } from './holiday-hours-dialog';
import { LocationMapBox } from './interactive-map';
import { PostalAddress } from './postal-address';
import { SmartLink } from './smart-link';
import './location-card.css';
import { LocationContacts, OpeningHoursTable } from './location-contacts';

export function LocationCard({
  location,
  headingLevel: Heading = 'h3',
  showName = true,
}: {
  location: LocationCardData;
  headingLevel?: 'h2' | 'h3';
  showName?: boolean;
}) {
  const status = location.status;
  const mapUrl = location.address.place_url || mapSearchUrl(location.address);
  const rating = location.rating ? starRating(location.rating.average, location.rating.count) : null;

  return (
    <div className="location-card">
      <LocationMapBox map={location.map} name={location.name} />
      {showName && <Heading className="location-name">{location.name}</Heading>}
      {rating && (
        <p className="location-rating">
          <span aria-hidden="true" className="stars">
            ★
          </span>{' '}
          <span className="sr-only">{rating.label}</span>
          <span aria-hidden="true">{rating.text}</span>
        </p>
      )}
      <PostalAddress address={location.address} className="location-address" />
      <LocationContacts phone={location.phone} landline={location.landline} email={location.email} />
      {status && (
        <p className={`location-status ${status.open ? 'is-open' : 'is-closed'}`}>
          <strong>{status.text}</strong>
          {status.today && <span> · Today {status.today}</span>}
        </p>
      )}
      <OpeningHoursTable rows={location.hours} />
      <HolidayHoursDialog rows={location.holidays} locationName={location.name} />
      {(location.licence || location.mrb) && (
        <p className="location-licences">
          {location.licence && <span>{location.licence}</span>}
          {location.mrb && <span>{location.mrb}</span>}
        </p>
      )}
      <div className="location-actions">
        {location.actions.map((action, i) => (
          <SmartLink key={action.kind} href={action.href} className={`btn ${i === 0 ? 'btn-primary' : 'btn-outline'}`} data-action={action.kind}>
            {action.label}
            <span className="sr-only"> {location.name}</span>
          </SmartLink>
        ))}
        {mapUrl && (
          <SmartLink href={mapUrl} className="btn btn-outline">
            Get Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
          </SmartLink>
        )}
        {location.website && (
          <SmartLink href={location.website} className="btn btn-outline" data-action="visit-website">
            Visit Website<span className="sr-only"> of {location.name} (opens in a new tab)</span>
          </SmartLink>
        )}
      </div>
    </div>
  );
}
