// "Look up" beside a registration field (issue 14): on a form that also asks for `regoState`, the
// registration and state go to POST /api/rego-lookup and the vehicle found fills the make, model,
// year and variant fields the form declares (runtime/lib/vehicle/lookup-fills.ts). What happened
// is announced in a live region next to the button; a failure leaves the fields as they were.
import { useState } from 'react';
import { lookupFills, vehicleSummary, type LookedUpVehicle } from '../lib/vehicle/lookup-fills';
import type { FormUiContext } from './widget-kit';

export const REGO_LOOKUP_PATH = '/api/rego-lookup';
export const STATE_FIELD = 'regoState';

type Outcome = { ok: true; vehicle: LookedUpVehicle } | { ok: false; message: string };

export async function lookupRego(rego: string, regoState: string, fetchImpl: typeof fetch = fetch): Promise<Outcome> {
  try {
    const res = await fetchImpl(REGO_LOOKUP_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ rego, regoState }),
      credentials: 'same-origin',
    });
    const body = (await res.json().catch(() => ({}))) as { vehicle?: LookedUpVehicle; error?: unknown };
    if (res.ok && body.vehicle) return { ok: true, vehicle: body.vehicle };
    return { ok: false, message: typeof body.error === 'string' ? body.error : 'The lookup did not work. Please enter the details yourself.' };
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
    const outcome = await lookupRego(plate, state);
    setBusy(false);
    if (!outcome.ok) return setStatus({ text: outcome.message, error: true });
    const fills = lookupFills(outcome.vehicle, context.fieldNames ?? []);
    context.setValues?.(fills);
    setStatus({ text: `Found ${vehicleSummary(outcome.vehicle)}. Check the details below.`, error: false });
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
