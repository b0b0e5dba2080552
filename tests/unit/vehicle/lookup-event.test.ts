import { describe, expect, it } from 'vitest';
import { lookupEvent } from '../../../runtime/lib/vehicle/lookup-event';

describe('lookupEvent', () => {
  it.each([
    // found, valuation asked, valued -> event
    [false, false, false, 53],
    [false, true, false, 53],
    [true, false, false, 43],
    [true, false, true, 43], // a plain lookup carries no valuation; if one came, it was not asked for
    [true, true, true, 50],
    [true, true, false, 52],
  ])('found %s, valuation asked %s, valued %s -> %i', (found, valuationAsked, valued, id) => {
    expect(lookupEvent({ found, valuationAsked, valued })).toBe(id);
  });
});
