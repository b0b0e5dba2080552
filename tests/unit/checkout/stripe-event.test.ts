import { describe, expect, it } from 'vitest';
import { readReservationEvent } from '../../../server/checkout/stripe-event';

const intent = (metadata: unknown) => ({ type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', metadata } } });

describe('readReservationEvent', () => {
  it.each<[string, unknown, ReturnType<typeof readReservationEvent>]>([
    ['a reservation event', intent({ hold_id: 'h1', tenant: 'site' }), { type: 'payment_intent.succeeded', holdId: 'h1', tenant: 'site' }],
    ['an event without metadata', intent(undefined), { type: 'payment_intent.succeeded', holdId: undefined, tenant: undefined }],
    ['an array body', [intent({})], { error: 'The event must be a JSON object' }],
    ['null', null, { error: 'The event must be a JSON object' }],
    ['no type', { data: { object: {} } }, { error: 'The event has no type' }],
    ['no data', { type: 'payment_intent.succeeded' }, { error: 'The event has no data.object' }],
    ['data.object null', { type: 'payment_intent.succeeded', data: { object: null } }, { error: 'The event has no data.object' }],
    ['data.object an array', { type: 'payment_intent.succeeded', data: { object: [] } }, { error: 'The event has no data.object' }],
    ['metadata a string', intent('h1'), { error: 'data.object.metadata must be an object' }],
  ])('%s', (_, event, expected) => expect(readReservationEvent(event)).toEqual(expected));
});
