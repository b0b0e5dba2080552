import type { ContactDetailsProps } from './props';
import type { Location } from '../../schemas/types/location';
import { useSite } from '../../runtime/data/site-context';
import { useTenantData } from '../../runtime/data/tenant-data';
import { groupOpeningHours } from '../../runtime/lib/opening-hours';
import { displayedLocations, mapSearchUrl } from '../../runtime/ui/locations';
import { PostalAddress } from '../../runtime/ui/postal-address';
import { PhoneLink } from '../../runtime/ui/phone-link';
import { SmartLink } from '../../runtime/ui/smart-link';
import { LocationContacts, OpeningHoursTable } from '../../runtime/ui/location-contacts';

export default function ContactDetails({ heading, locationTypes, showHours = true, showMapLink = true }: ContactDetailsProps) {
  const site = useSite();
  const locations = displayedLocations(useTenantData('locations'), { types: locationTypes, slugs: site.locations });
  const NameTag = heading ? 'h3' : 'h2';

  return (
    <section className="contact-details container">
      {heading && <h2>{heading}</h2>}
      {locations.length === 0 ? (
        <SiteContact />
      ) : (
        <div className="location-cards">
          {locations.map((location) => (
            <LocationCard key={location.id} location={location} NameTag={NameTag} showHours={showHours} showMapLink={showMapLink} />
          ))}
        </div>
      )}
    </section>
  );
}

interface CardProps {
  location: Location;
  NameTag: 'h2' | 'h3';
  showHours: boolean;
  showMapLink: boolean;
}

function LocationCard({ location, NameTag, showHours, showMapLink }: CardProps) {
  const { locale } = useSite();
  const { address, contact_detail: contact } = location;
  const mapUrl = showMapLink ? mapSearchUrl(address) : null;
  const hours = showHours ? groupOpeningHours(contact.opening_hours ?? [], locale) : [];

  return (
    <article className="location-card">
      <NameTag className="location-name">{location.name}</NameTag>
      <PostalAddress address={address} className="location-address" />
      {mapUrl && (
        <SmartLink href={mapUrl} className="location-map-link">
          Get directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
        </SmartLink>
      )}
      <LocationContacts phone={contact.phone} landline={contact.landline_phone} email={contact.email} />
      <OpeningHoursTable rows={hours} />
      {(location.dealer_license_number || location.motor_vehicle_repairer) && (
        <p className="location-licences">
          {location.dealer_license_number && <span>DL {location.dealer_license_number}</span>}
          {location.motor_vehicle_repairer && <span>MRB {location.motor_vehicle_repairer}</span>}
        </p>
      )}
    </article>
  );
}

/** Shown when no location matches: the site-wide phone, email and address, so the block is never empty. */
function SiteContact() {
  const site = useSite();
  const mapUrl = site.address ? mapSearchUrl(site.address) : null;
  return (
    <div className="location-card">
      {site.address && <PostalAddress address={site.address} className="location-address" />}
      {mapUrl && (
        <SmartLink href={mapUrl} className="location-map-link">
          Get directions<span className="sr-only"> (opens in a new tab)</span>
        </SmartLink>
      )}
      <dl className="location-contacts">
        <div>
          <dt>Phone</dt>
          <dd>
            <PhoneLink phone={site.phone} />
          </dd>
        </div>
        {site.email && (
          <div>
            <dt>Email</dt>
            <dd>
              <SmartLink href={`mailto:${site.email}`}>{site.email}</SmartLink>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
