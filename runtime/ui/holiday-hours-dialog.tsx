import { useId, useRef } from 'react';
import type { HolidayRow } from '../lib/location-groups';

/**
 * "View Holiday Hours" (spec section 2): a native modal dialog, so focus stays inside, Escape
 * closes it and focus returns to the button. Rows come formatted from the server.
 */
export function HolidayHoursDialog({ rows, locationName }: { rows: readonly HolidayRow[]; locationName: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  if (rows.length === 0) return null;
  return (
    <>
      <button type="button" className="btn-link holiday-hours-button" aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
        View Holiday Hours<span className="sr-only"> of {locationName}</span>
      </button>
      <dialog ref={ref} className="holiday-hours-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>Holiday hours: {locationName}</h2>
        <table className="location-hours">
          <tbody>
            {rows.map((e) => (
              <tr key={e.key}>
                <th scope="row">
                  {e.day}
                  {e.label && <span className="holiday-label"> ({e.label})</span>}
                </th>
                <td>{e.hours}</td>
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
