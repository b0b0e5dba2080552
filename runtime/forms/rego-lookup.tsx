// "Look up" beside a registration field (issue 14): on a form that also asks for `regoState`, the
// registration and state go to POST /api/rego-lookup and the vehicle found fills the make, model,
// year and variant fields the form declares (runtime/lib/vehicle/lookup-fills.ts). What happened
// is announced in a live region next to the button; a failure leaves the fields as they were.
// Each lookup records its outcome as event 43, 50, 52 or 53 (runtime/lib/vehicle/lookup-event.ts).
// On a site with Autograb (spec section 4), the lookup is POST /api/simple-autograb-lookup, which
// also values the vehicle towards the car of `?car_id=` (with the kilometres when given); when
// that car is one Autograb does not value, the plain lookup answers instead.
import { useState } from 'react';
import { useSite } from '../data/site-context';
import { lookupFills, valuationText, vehicleSummary, type LookedUpVehicle, type TradeValuation } from '../lib/vehicle/lookup-fills';
import { lookupEvent } from '../lib/vehicle/lookup-event';
import { trackEvent } from '../data/events';
import type { FormUiContext } from './widget-kit';

const REGO_LOOKUP_PATH = '/api/rego-lookup';
const AUTOGRAB_LOOKUP_PATH = '/api/simple-autograb-lookup';
const STATE_FIELD = 'regoState';
const KM_FIELD = 'kilometres';

type Outcome = { ok: true; vehicle: LookedUpVehicle; valuation?: TradeValuation | null } | { ok: false; message: string; status?: number };

async function lookupRego(rego: string, regoState: string, fetchImpl: typeof fetch = fetch): Promise<Outcome> {
  return postLookup(REGO_LOOKUP_PATH, { rego, regoState }, fetchImpl);
}

/** Autograb: the vehicle and its trade-in valuation; `carId` is the car it is traded towards. */
async function lookupValuation(query: { rego: string; state: string; km?: number; carId?: string }, fetchImpl: typeof fetch = fetch): Promise<Outcome> {
  const { rego, state, km, carId } = query;
  return postLookup(AUTOGRAB_LOOKUP_PATH, { rego, state, ...(km !== undefined ? { km } : {}), ...(carId ? { car_id: carId } : {}) }, fetchImpl);
}

async function postLookup(path: string, payload: object, fetchImpl: typeof fetch): Promise<Outcome> {
  try {
    const res = await fetchImpl(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    });
    const body = (await res.json().catch(() => ({}))) as { vehicle?: LookedUpVehicle; valuation?: TradeValuation | null; error?: unknown };
    if (res.ok && body.vehicle) return { ok: true, vehicle: body.vehicle, ...(body.valuation !== undefined ? { valuation: body.valuation } : {}) };
    return {
      ok: false,
      status: res.status,
      message: typeof body.error === 'string' ? body.error : 'The lookup did not work. Please enter the details yourself.',
    };
  } catch (error) {
    console.error('Rego lookup failed', error);
    return { ok: false, message: 'The lookup did not work. Please check your connection, or enter the details yourself.' };
  }
}

/** Whether the form can look a registration up: it declares the state field and can take the answer. */
export function offersLookup(context: Partial<FormUiContext> | undefined): boolean {
  return !!context?.setValues && !!context.fieldNames?.includes(STATE_FIELD);
}

export function RegoLookup({ id, rego, context }: { id: string; rego: unknown; context: Partial<FormUiContext> }) {
  const site = useSite();
  const autograb = site.autograb === true;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const state = context.formData?.[STATE_FIELD];

  async function lookUp() {
    const plate = typeof rego === 'string' ? rego.trim() : '';
    if (!plate || typeof state !== 'string' || !state) {
      setStatus({ text: 'Enter the registration number and choose the state it is registered in, then Look up.', error: true });
      return;
    }
    setBusy(true);
    setStatus({ text: 'Looking up your vehicle…', error: false });
    const typedKm = context.formData?.[KM_FIELD];
    const km = typeof typedKm === 'number' && Number.isFinite(typedKm) && typedKm >= 0 ? typedKm : undefined;
    const carId = new URLSearchParams(window.location.search).get('car_id') ?? undefined;
    let outcome = autograb ? await lookupValuation({ rego: plate, state, km, carId }) : await lookupRego(plate, state);
    // 422: the car traded towards is not one Autograb values (sold, reserved, $200 or less).
    if (autograb && !outcome.ok && outcome.status === 422) outcome = await lookupRego(plate, state);
    setBusy(false);
    // The plate and state are not sent with the event: only what happened.
    trackEvent(lookupEvent({ found: outcome.ok, valuationAsked: autograb, valued: outcome.ok && !!outcome.valuation }), {
      lookup: autograb ? 'valuation' : 'vehicle',
    });
    if (!outcome.ok) return setStatus({ text: outcome.message, error: true });
    const fills = lookupFills(outcome.vehicle, context.fieldNames ?? []);
    context.setValues?.(fills);
    const valued = valuationText(outcome.valuation, km, site.locale);
    setStatus({ text: `Found ${vehicleSummary(outcome.vehicle)}.${valued ? ` ${valued}` : ''} Check the details below.`, error: false });
  }

  return (
    <div className="rego-lookup">
      <button type="button" className="btn btn-outline btn-small" onClick={() => void lookUp()} disabled={busy} aria-describedby={`${id}-lookup-status`}>
        Look up
      </button>
      <p id={`${id}-lookup-status`} className={status?.error ? 'form-error' : 'form-help'} aria-live="polite">
        {status?.text}
      </p>
    </div>
  );
}
