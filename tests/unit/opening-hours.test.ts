import { describe, expect, it } from 'vitest';
import { clockText, groupOpeningHours, hoursLabel, hoursText, type HoursRow } from '../../runtime/lib/opening-hours';
import type { OpeningHour } from '../../schemas/types/location';

const open = (weekday: number, formated_hours = '8:30am - 5:30pm'): OpeningHour => ({ weekday, status: 'Open', formated_hours });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed' });
const weekdays = (hours = '8:30am - 5:30pm') => [1, 2, 3, 4, 5].map((d) => open(d, hours));

describe('groupOpeningHours', () => {
  it.each<[string, OpeningHour[], HoursRow[]]>([
    [
      'five matching weekdays collapse into Mon-Fri, weekend listed after',
      [...weekdays(), open(6, '9am - 1pm'), closed(0)],
      [
        { days: 'Mon-Fri', hours: '8:30am - 5:30pm' },
        { days: 'Sat', hours: '9am - 1pm' },
        { days: 'Sun', hours: 'Closed' },
      ],
    ],
    [
      'one weekday differing keeps every weekday on its own row',
      [...weekdays().slice(0, 4), open(5, '8:30am - 4pm')],
      [
        { days: 'Mon', hours: '8:30am - 5:30pm' },
        { days: 'Tue', hours: '8:30am - 5:30pm' },
        { days: 'Wed', hours: '8:30am - 5:30pm' },
        { days: 'Thu', hours: '8:30am - 5:30pm' },
        { days: 'Fri', hours: '8:30am - 4pm' },
      ],
    ],
    [
      'four matching weekdays with one missing are not grouped',
      weekdays().filter((h) => h.weekday !== 3),
      [
        { days: 'Mon', hours: '8:30am - 5:30pm' },
        { days: 'Tue', hours: '8:30am - 5:30pm' },
        { days: 'Thu', hours: '8:30am - 5:30pm' },
        { days: 'Fri', hours: '8:30am - 5:30pm' },
      ],
    ],
    [
      'a Saturday matching the weekdays is still its own row',
      [...weekdays(), open(6)],
      [
        { days: 'Mon-Fri', hours: '8:30am - 5:30pm' },
        { days: 'Sat', hours: '8:30am - 5:30pm' },
      ],
    ],
    [
      'entries in Sunday-first order display Monday first',
      [closed(0), open(6, '9am - 1pm'), ...weekdays().reverse()],
      [
        { days: 'Mon-Fri', hours: '8:30am - 5:30pm' },
        { days: 'Sat', hours: '9am - 1pm' },
        { days: 'Sun', hours: 'Closed' },
      ],
    ],
    ['five closed weekdays also group', [1, 2, 3, 4, 5].map(closed), [{ days: 'Mon-Fri', hours: 'Closed' }]],
    ['no entries give no rows', [], []],
  ])('%s', (_, entries, expected) => expect(groupOpeningHours(entries)).toEqual(expected));

  it('keeps the first entry when a weekday appears twice', () => {
    expect(groupOpeningHours([open(6, '9am - 1pm'), open(6, '10am - 2pm')])).toEqual([{ days: 'Sat', hours: '9am - 1pm' }]);
  });
});

describe('hoursText', () => {
  it.each<[string, OpeningHour, string]>([
    ['formatted hours win for an open day', { weekday: 1, status: 'Open', formated_hours: '8am - 6pm', open: '07:00', close: '17:00' }, '8am - 6pm'],
    ['open and close times when no formatted text', { weekday: 1, status: 'Open', open: '07:00', close: '17:00' }, '07:00 - 17:00'],
    ['open with no times reads Open', { weekday: 1, status: 'Open' }, 'Open'],
    ['closed ignores any times', { weekday: 0, status: 'closed', formated_hours: '9am - 1pm' }, 'Closed'],
    ['other status text is shown as written', { weekday: 6, status: 'By appointment', formated_hours: '9am - 1pm' }, 'By appointment'],
  ])('%s', (_, entry, expected) => expect(hoursText(entry)).toBe(expected));
});

describe('clockText and hoursLabel (the editor writes an open day as the dealers do)', () => {
  it.each<[string, string | null]>([
    ['00:00', '12am'],
    ['08:30', '8:30am'],
    ['11:59', '11:59am'],
    ['12:00', '12pm'],
    ['17:00', '5pm'],
    ['23:45', '11:45pm'],
    ['24:00', null],
    ['8:30', null],
    ['12:60', null],
  ])('%s reads %s', (time, text) => {
    expect(clockText(time)).toBe(text);
  });

  it.each<[string | undefined, string | undefined, string | undefined]>([
    ['08:30', '17:30', '8:30am - 5:30pm'],
    ['09:00', '13:00', '9am - 1pm'],
    [undefined, '17:30', undefined],
    ['08:30', '', undefined],
  ])('%s to %s is %s', (open, close, label) => {
    expect(hoursLabel(open, close)).toBe(label);
  });
});
