// What a verified Stripe event says about a reservation. A signature proves who sent the bytes,
// not their shape: an event without `data`, with `data.object` null, or an array body is refused
// with a 400 rather than read blindly (issue 25).
export interface ReservationEvent {
  type: string;
  holdId: string | undefined;
  tenant: string | undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The event's type and the reservation its PaymentIntent names, or an error message for a malformed event. */
export function readReservationEvent(event: unknown): ReservationEvent | { error: string } {
  if (!isObject(event)) return { error: 'The event must be a JSON object' };
  if (typeof event.type !== 'string' || !event.type) return { error: 'The event has no type' };
  const data = event.data;
  if (!isObject(data) || !isObject(data.object)) return { error: 'The event has no data.object' };
  const metadata = data.object.metadata;
  if (metadata !== undefined && metadata !== null && !isObject(metadata)) return { error: 'data.object.metadata must be an object' };
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return { type: event.type, holdId: text(metadata?.hold_id), tenant: text(metadata?.tenant) };
}
