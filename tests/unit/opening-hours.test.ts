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
        { days: 'Mon-Fri', hours: '8:30 am - 5:30 pm' },
        { days: 'Sat', hours: '9:00 am - 1:00 pm' },
        { days: 'Sun', hours: 'Closed' },
      ],
    ],
    [
      'one weekday differing keeps every weekday on its own row',
      [...weekdays().slice(0, 4), open(5, '8:30am - 4pm')],
      [
        { days: 'Mon', hours: '8:30 am - 5:30 pm' },
        { days: 'Tue', hours: '8:30 am - 5:30 pm' },
        { days: 'Wed', hours: '8:30 am - 5:30 pm' },
        { days: 'Thu', hours: '8:30 am - 5:30 pm' },
        { days: 'Fri', hours: '8:30 am - 4:00 pm' },
      ],
    ],
    [
      'four matching weekdays with one missing are not grouped',
      weekdays().filter((h) => h.weekday !== 3),
      [
        { days: 'Mon', hours: '8:30 am - 5:30 pm' },
        { days: 'Tue', hours: '8:30 am - 5:30 pm' },
        { days: 'Thu', hours: '8:30 am - 5:30 pm' },
        { days: 'Fri', hours: '8:30 am - 5:30 pm' },
      ],
    ],
    [
      'a Saturday matching the weekdays is still its own row',
      [...weekdays(), open(6)],
      [
        { days: 'Mon-Fri', hours: '8:30 am - 5:30 pm' },
        { days: 'Sat', hours: '8:30 am - 5:30 pm' },
      ],
    ],
    [
      'entries in Sunday-first order display Monday first',
      [closed(0), open(6, '9am - 1pm'), ...weekdays().reverse()],
      [
        { days: 'Mon-Fri', hours: '8:30 am - 5:30 pm' },
        { days: 'Sat', hours: '9:00 am - 1:00 pm' },
        { days: 'Sun', hours: 'Closed' },
      ],
    ],
    ['five closed weekdays also group', [1, 2, 3, 4, 5].map(closed), [{ days: 'Mon-Fri', hours: 'Closed' }]],
    ['no entries give no rows', [], []],
  ])('%s', (_, entries, expected) => expect(groupOpeningHours(entries, 'en-AU')).toEqual(expected));

  it('keeps the first entry when a weekday appears twice', () => {
    expect(groupOpeningHours([open(6, '9am - 1pm'), open(6, '10am - 2pm')], 'en-AU')).toEqual([{ days: 'Sat', hours: '9:00 am - 1:00 pm' }]);
  });
});

describe('hoursText: one format, from the locale, whatever the file holds', () => {
  it.each<[string, OpeningHour, string, string]>([
    ['times, en-AU', { weekday: 1, status: 'Open', open: '09:00', close: '16:00' }, 'en-AU', '9:00 am - 4:00 pm'],
    ['times, en-NZ', { weekday: 1, status: 'Open', open: '08:30', close: '17:30' }, 'en-NZ', '8:30 am - 5:30 pm'],
    ['times, en-US', { weekday: 1, status: 'Open', open: '08:30', close: '17:30' }, 'en-US', '8:30 AM - 5:30 PM'],
    ['times, en-GB', { weekday: 1, status: 'Open', open: '08:30', close: '17:30' }, 'en-GB', '8:30 - 17:30'],
    [
      'the times win over the formatted text',
      { weekday: 1, status: 'Open', formated_hours: '8am - 6pm', open: '07:00', close: '17:00' },
      'en-AU',
      '7:00 am - 5:00 pm',
    ],
    ["a sample dealer's text, rewritten for the US", { weekday: 1, status: 'Open', formated_hours: '9:00 am - 8:00 pm' }, 'en-US', '9:00 AM - 8:00 PM'],
    ['24-hour text without times', { weekday: 1, status: 'Open', formated_hours: '09:00 - 16:00' }, 'en-AU', '9:00 am - 4:00 pm'],
    ['text no time can be read from is shown as written', { weekday: 1, status: 'Open', formated_hours: 'Till late' }, 'en-AU', 'Till late'],
    ['open with no times reads Open', { weekday: 1, status: 'Open' }, 'en-AU', 'Open'],
    ['closed ignores any times', { weekday: 0, status: 'closed', formated_hours: '9am - 1pm' }, 'en-AU', 'Closed'],
    ['other status text is shown as written', { weekday: 6, status: 'By appointment', formated_hours: '9am - 1pm' }, 'en-AU', 'By appointment'],
  ])('%s', (_, entry, locale, expected) => expect(hoursText(entry, locale)).toBe(expected));
});

describe('clockText and hoursLabel (HH:MM times, as the editor writes them)', () => {
  it.each<[string, string, string | null]>([
    ['00:00', 'en-AU', '12:00 am'],
    ['08:30', 'en-AU', '8:30 am'],
    ['11:59', 'en-NZ', '11:59 am'],
    ['12:00', 'en-AU', '12:00 pm'],
    ['17:00', 'en-US', '5:00 PM'],
    ['23:45', 'en-GB', '23:45'],
    ['24:00', 'en-AU', null],
    ['8:30', 'en-AU', null],
    ['12:60', 'en-AU', null],
  ])('%s in %s reads %s', (time, locale, text) => {
    expect(clockText(time, locale)).toBe(text);
  });

  it.each<[string | undefined, string | undefined, string | undefined]>([
    ['08:30', '17:30', '8:30 am - 5:30 pm'],
    ['09:00', '13:00', '9:00 am - 1:00 pm'],
    [undefined, '17:30', undefined],
    ['08:30', '', undefined],
  ])('%s to %s is %s', (open, close, label) => {
    expect(hoursLabel(open, close, 'en-AU')).toBe(label);
  });
});
