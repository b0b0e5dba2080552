// Book a real slot (issue 14): free times from GET /api/dashboard/dealerships/{id}/available_*
// (the dealer dashboard, or the platform's own answer from opening hours, holiday hours and
// bookings), booked with POST /api/bookings. The server renders the heading and a phone
// fallback; the times arrive after hydration because every booking changes them.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Captcha, type CaptchaHandle } from '../../runtime/forms/captcha';
import { useSite } from '../../runtime/data/site-context';
import { slotDayLabel, slotTimeLabel } from '../../runtime/lib/booking-slot-choice';
import type { BookingSlotsProps } from './props';
import './style.css';

interface Slot {
  start: string;
  date: string;
  time: string;
}
interface SlotLocation {
  id: number | string;
  name: string;
  slots: Slot[];
}

export default function BookingSlots({ kind, heading, intro, anchor }: BookingSlotsProps) {
  const site = useSite();
  const id = useId();
  const dealershipId = site.dealership_id ?? site.dealerships?.[0]?.id;
  const [locations, setLocations] = useState<SlotLocation[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [locationId, setLocationId] = useState('');
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [contact, setContact] = useState({ name: '', email: '', phone: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<Slot | null>(null);
  // A booking needs the same captcha as a lead (issue 25).
  const captchaOn = (site.captcha?.provider ?? 'altcha') !== 'off';
  const captcha = useRef<CaptchaHandle>(null);

  async function load() {
    try {
      const res = await fetch(`/api/dashboard/dealerships/${encodeURIComponent(String(dealershipId))}/available_${kind}_bookings.json`, {
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const answer = (await res.json()) as { locations?: SlotLocation[] };
      const list = answer.locations ?? [];
      setLocations(list);
      setLocationId((current) => current || String(list[0]?.id ?? ''));
    } catch (e) {
      console.error('Booking slots not loaded', e);
      setLoadError(true);
    }
  }
  useEffect(() => {
    void load();
  }, []);

  const location = locations?.find((l) => String(l.id) === locationId);
  const dates = useMemo(() => [...new Set((location?.slots ?? []).map((s) => s.date))], [location]);
  const chosenDate = date && dates.includes(date) ? date : (dates[0] ?? '');
  const times = (location?.slots ?? []).filter((s) => s.date === chosenDate);

  async function book(event: FormEvent) {
    event.preventDefault();
    if (!start) return setError('Choose a time.');
    setBusy(true);
    setError(null);
    try {
      const altcha = captchaOn ? await captcha.current?.solve() : undefined;
      const res = await fetch('/api/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ kind, location_id: locationId, start, contact, ...(altcha ? { altcha } : {}) }),
      });
      // A solution is used once, whatever the answer.
      captcha.current?.reset();
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      if (res.status === 201) {
        setBooked(location?.slots.find((s) => s.start === start) ?? null);
        return;
      }
      setError(body.error ?? 'An unexpected error occured');
      if (res.status === 409) {
        setStart('');
        await load();
      }
    } catch {
      setError('An unexpected error occured');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="container booking-slots" id={anchor} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro && <p>{intro}</p>}
      {booked ? (
        <p role="status" className="booking-done">
          Booked: {slotDayLabel(booked.date, site.locale)} at {slotTimeLabel(booked.time)}
          {location ? `, ${location.name}` : ''}. We will confirm by phone or email.
        </p>
      ) : locations === null ? (
        <p className="booking-loading">
          {loadError ? `Online booking is not available right now. Please call us on ${site.phone}.` : 'Loading available times…'}
        </p>
      ) : !location || location.slots.length === 0 ? (
        <p>No times are free online in the coming days. Please call us on {site.phone}.</p>
      ) : (
        <form onSubmit={book} className="booking-form">
          {error && (
            <p className="form-alert" role="alert">
              {error}
            </p>
          )}
          {locations.length > 1 && (
            <label>
              Location
              <select value={locationId} onChange={(e) => (setLocationId(e.target.value), setStart(''))}>
                {locations.map((l) => (
                  <option key={String(l.id)} value={String(l.id)}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Day
            <select value={chosenDate} onChange={(e) => (setDate(e.target.value), setStart(''))}>
              {dates.map((d) => (
                <option key={d} value={d}>
                  {slotDayLabel(d, site.locale)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="booking-times">
            <legend>Time</legend>
            {times.map((slot) => (
              <label key={slot.start} className="booking-time">
                <input type="radio" name={`${id}-start`} value={slot.start} checked={start === slot.start} onChange={() => setStart(slot.start)} required />
                {slotTimeLabel(slot.time)}
              </label>
            ))}
          </fieldset>
          <label>
            Full name
            <input name="name" autoComplete="name" required value={contact.name} onChange={(e) => setContact({ ...contact, name: e.target.value })} />
          </label>
          <label>
            Email
            <input
              name="email"
              type="email"
              autoComplete="email"
              required
              value={contact.email}
              onChange={(e) => setContact({ ...contact, email: e.target.value })}
            />
          </label>
          <label>
            Phone
            <input
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              value={contact.phone}
              onChange={(e) => setContact({ ...contact, phone: e.target.value })}
            />
          </label>
          {/* The widget's script loads on Book, so it is not part of a first visit. */}
          {captchaOn && <Captcha handle={captcha} lazy />}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Loading' : 'Book this time'}
          </button>
        </form>
      )}
    </section>
  );
}
