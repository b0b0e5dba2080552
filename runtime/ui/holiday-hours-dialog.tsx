import { useId, useRef } from 'react';
import type { SpecialHoursEntry } from '../lib/open-now';
import { specialHoursText } from '../lib/open-now';
import { formatDate } from '../lib/locale-messages';

/**
 * "View Holiday Hours" (spec section 2): a native modal dialog, so focus stays inside, Escape
 * closes it and focus returns to the button. Dates are calendar days, shown as they are.
 */
export function HolidayHoursDialog({
  entries,
  locationName,
  locale,
  timeZone,
}: {
  entries: readonly SpecialHoursEntry[];
  locationName: string;
  locale: string;
  timeZone: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  if (entries.length === 0) return null;
  return (
    <>
      <button type="button" className="btn-link holiday-hours-button" aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
        View Holiday Hours<span className="sr-only"> of {locationName}</span>
      </button>
      <dialog ref={ref} className="holiday-hours-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>Holiday hours: {locationName}</h2>
        <table className="location-hours">
          <tbody>
            {entries.map((e) => (
              <tr key={`${e.date}-${e.location_id ?? ''}`}>
                <th scope="row">
                  {formatDate(e.date, locale, timeZone)}
                  {e.label && <span className="holiday-label"> ({e.label})</span>}
                </th>
                <td>{specialHoursText(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="dialog">
          <button type="submit" className="btn btn-primary">
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}
