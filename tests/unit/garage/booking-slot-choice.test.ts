import { describe, expect, it } from 'vitest';
import { parseSlotChoice, slotChoiceValue, slotDayLabel, slotKindOf, slotTimeLabel } from '../../../runtime/lib/booking-slot-choice';

describe('parseSlotChoice', () => {
  it.each([
    ['a written choice', '101@2026-11-22T23:00:00.000Z', { locationId: '101', start: '2026-11-22T23:00:00.000Z' }],
    ['seconds without millis are made canonical', 'svc-2@2026-11-22T23:30:00Z', { locationId: 'svc-2', start: '2026-11-22T23:30:00.000Z' }],
    ['minutes only', '7@2026-11-22T23:30Z', { locationId: '7', start: '2026-11-22T23:30:00.000Z' }],
    ['no location', '@2026-11-22T23:00:00.000Z', null],
    ['no instant', '101@', null],
    ['a local time is not an instant', '101@2026-11-23T09:00:00', null],
    ['an offset is not UTC', '101@2026-11-23T09:00:00+10:00', null],
    ['a date that does not exist', '101@2026-02-30T09:00:00.000Z', null],
    ['a location id with spaces', 'a b@2026-11-22T23:00:00.000Z', null],
    ['the readable value the dealer receives', '2026-11-23 09:00 at Bathurst Service', null],
    ['not text', 101, null],
  ])('%s', (_, value, expected) => expect(parseSlotChoice(value)).toEqual(expected));

  it('reads back what slotChoiceValue writes', () => {
    expect(parseSlotChoice(slotChoiceValue(2201, '2026-11-22T23:00:00.000Z'))).toEqual({ locationId: '2201', start: '2026-11-22T23:00:00.000Z' });
  });
});

describe('slot labels', () => {
  it.each([
    ['00:00', '12:00 am'],
    ['09:30', '9:30 am'],
    ['12:00', '12:00 pm'],
    ['13:05', '1:05 pm'],
    ['23:30', '11:30 pm'],
  ])('%s reads %s', (time, label) => expect(slotTimeLabel(time)).toBe(label));

  it('names the calendar day whatever the runner time zone', () => {
    expect(slotDayLabel('2026-11-23')).toBe('Monday 23 November');
  });

  it.each([
    ['en-AU', 'Monday 23 November'],
    ['en-NZ', 'Monday, 23 November'],
    ['en-US', 'Monday, November 23'],
  ])('reads the day in the %s way', (locale, label) => expect(slotDayLabel('2026-11-23', locale)).toBe(label));
});

describe('slotKindOf', () => {
  it.each([
    [undefined, 'service'],
    [{}, 'service'],
    [{ kind: 'appointment' }, 'appointment'],
    [{ kind: 'service' }, 'service'],
    [{ kind: 'test-drive' }, 'service'],
  ])('%j books %s', (options, kind) => expect(slotKindOf(options)).toBe(kind));
});
