// A real booking slot (issue 14): the location's free times for a chosen day, from the slots
// endpoint the booking-slots block uses (the dealer dashboard, or the platform's own answer from
// opening hours, holiday hours and bookings). The value names the location and the slot
// ("<location id>@<start>", runtime/lib/booking-slot-choice.ts); the lead pipeline books it when
// the lead is stored. `"kind": "appointment"` for test drives. A location chosen by the form's
// own `location` field (by name) is kept; times reload when the server says the slot was taken.
import { useEffect, useMemo, useState } from 'react';
import { useSite } from '../../../data/site-context';
import { parseSlotChoice, slotChoiceValue, slotDayLabel, slotKindOf, slotTimeLabel } from '../../../lib/booking-slot-choice';
import { ChoiceGroup, RequiredMark, controlProps, type FieldWidgetProps } from '../../widget-kit';

interface OfferedSlot {
  start: string;
  date: string;
  time: string;
}
interface OfferedLocation {
  id: number | string;
  name: string;
  slots: OfferedSlot[];
}

function slotsPath(dealershipId: number | string, kind: string): string {
  return `/api/dashboard/dealerships/${encodeURIComponent(String(dealershipId))}/available_${kind}_bookings.json`;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; locations: OfferedLocation[] };

export default function BookingSlotWidget(props: FieldWidgetProps) {
  const site = useSite();
  const kind = slotKindOf(props.options);
  const dealershipId = site.dealership_id ?? site.dealerships?.[0]?.id;
  const chosen = parseSlotChoice(props.value);
  const formLocation = props.registry?.formContext?.formData?.location;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [locationId, setLocationId] = useState(chosen?.locationId ?? '');
  const [day, setDay] = useState('');
  // A new server error on this field (the slot was just taken) asks for the times again.
  const errorKey = (props.rawErrors ?? []).join('\n');

  useEffect(() => {
    if (dealershipId === undefined) return setLoaded({ state: 'failed' });
    const abort = new AbortController();
    fetch(slotsPath(dealershipId, kind), { headers: { Accept: 'application/json' }, signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const answer = (await res.json()) as { locations?: OfferedLocation[] };
        setLoaded({ state: 'ready', locations: answer.locations ?? [] });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Booking slots not loaded', error);
        setLoaded({ state: 'failed' });
      });
    return () => abort.abort();
  }, [dealershipId, kind, errorKey]);

  const locations = loaded.state === 'ready' ? loaded.locations : [];
  const byForm = typeof formLocation === 'string' ? locations.find((l) => l.name === formLocation) : undefined;
  const location = byForm ?? locations.find((l) => String(l.id) === locationId) ?? locations[0];
  const days = useMemo(() => [...new Set((location?.slots ?? []).map((s) => s.date))], [location]);
  const chosenSlot = chosen && location && String(location.id) === chosen.locationId ? location.slots.find((s) => s.start === chosen.start) : undefined;
  const shownDay = chosenSlot?.date ?? (days.includes(day) ? day : (days[0] ?? ''));
  const times = (location?.slots ?? []).filter((s) => s.date === shownDay);
  const { onChange } = props;

  // A choice that is no longer offered (another location now, a stale prefill) is dropped; one the
  // server has just refused stays until the visitor picks another, so its message stays shown.
  const refused = errorKey !== '';
  useEffect(() => {
    if (loaded.state === 'ready' && chosen && !chosenSlot && !refused) onChange(undefined);
  }, [loaded.state, chosen === null, chosenSlot === undefined, refused, onChange]);

  const control = controlProps(props);
  const status =
    loaded.state === 'loading'
      ? 'Loading available times…'
      : loaded.state === 'failed'
        ? `Online booking is not available right now. Please call us on ${site.phone}.`
        : !location || location.slots.length === 0
          ? `No times are free online in the coming days. Please call us on ${site.phone}.`
          : '';

  return (
    <fieldset className="form-booking-slot form-datetime" aria-describedby={control['aria-describedby']}>
      <legend className="form-label">
        {props.label}
        {props.required && <RequiredMark />}
      </legend>
      <p className="form-help" aria-live="polite" id={status && !times.length ? props.id : undefined} tabIndex={status && !times.length ? -1 : undefined}>
        {status}
      </p>
      {location && location.slots.length > 0 && (
        <>
          <div className="form-datetime-parts">
            {!byForm && locations.length > 1 && (
              <div className="form-datetime-part">
                <label htmlFor={`${props.id}-location`}>Location</label>
                <select
                  id={`${props.id}-location`}
                  className="form-control form-select"
                  value={String(location.id)}
                  disabled={props.disabled || props.readonly}
                  onChange={(e) => {
                    setLocationId(e.target.value);
                    setDay('');
                    onChange(undefined);
                  }}
                >
                  {locations.map((l) => (
                    <option key={String(l.id)} value={String(l.id)}>
                      {l.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="form-datetime-part">
              <label htmlFor={`${props.id}-day`}>Day</label>
              <select
                id={`${props.id}-day`}
                className="form-control form-select"
                value={shownDay}
                disabled={props.disabled || props.readonly}
                onChange={(e) => {
                  setDay(e.target.value);
                  onChange(undefined);
                }}
              >
                {days.map((d) => (
                  <option key={d} value={d}>
                    {slotDayLabel(d, site.locale)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ChoiceGroup
            {...props}
            label="Time"
            variant="inline"
            value={chosenSlot ? props.value : undefined}
            choices={times.map((s) => ({ label: slotTimeLabel(s.time), value: slotChoiceValue(location.id, s.start) }))}
            onChange={(v) => onChange(typeof v === 'string' && v ? v : undefined)}
          />
        </>
      )}
    </fieldset>
  );
}
