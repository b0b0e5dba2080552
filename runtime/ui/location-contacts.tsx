// A location's phone, landline and email, and its weekly opening hours: the same markup on the
// contact-details block and the location cards.
import { PhoneLink } from './phone-link';
import { SmartLink } from './smart-link';

export function LocationContacts({ phone, landline, email }: { phone?: string | null; landline?: string | null; email?: string | null }) {
  return (
    <dl className="location-contacts">
      {phone && (
        <div>
          <dt>Phone</dt>
          <dd>
            <PhoneLink phone={phone} />
          </dd>
        </div>
      )}
      {landline && (
        <div>
          <dt>Landline</dt>
          <dd>
            <PhoneLink phone={landline} />
          </dd>
        </div>
      )}
      {email && (
        <div>
          <dt>Email</dt>
          <dd>
            <SmartLink href={`mailto:${email}`}>{email}</SmartLink>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Grouped weekly hours (runtime/lib/opening-hours.ts), as a table; nothing when there are none. */
export function OpeningHoursTable({ rows }: { rows: readonly { days: string; hours: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="location-hours">
      <caption>Opening hours</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
