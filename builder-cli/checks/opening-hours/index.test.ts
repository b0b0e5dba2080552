/* eslint-disable @typescript-eslint/no-explicit-any -- tenant fixture JSON edited in place, of any shape */
import { describe, expect, it } from 'vitest';
import { minutesOf } from './index';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const hours = (list: unknown[]) => ({
  'acme/locations.json': (d: any) => ({ ...d, locations: [{ ...d.locations[0], contact_detail: { ...d.locations[0].contact_detail, opening_hours: list } }] }),
});

describe('opening-hours', () => {
  it.each([
    ['08:30', 510],
    ['8:30', 510],
    ['24:00', 1440],
    ['17:60', null],
    ['5pm', null],
  ])('minutesOf(%s) is %s', (t, m) => expect(minutesOf(t)).toBe(m));

  it('passes back-to-back spans of one day (12:00 close, 12:00 open) and closed days', async () => {
    const { lines } = await lint(
      hours([
        { weekday: 1, status: 'Open', open: '08:00', close: '12:00' },
        { weekday: 1, status: 'Open', open: '12:00', close: '17:00' },
        { weekday: 2, status: 'Closed', open: '09:00', close: '09:00' },
      ]),
    );
    expect(lines('opening-hours')).toEqual([]);
  });

  it('reports a day that closes when it opens, and spans of one day that overlap by a minute', async () => {
    const { lines } = await lint(
      hours([
        { weekday: 3, status: 'Open', open: '09:00', close: '09:00' },
        { weekday: 1, status: 'Open', open: '08:00', close: '12:01' },
        { weekday: 1, status: 'Open', open: '12:00', close: '17:00' },
      ]),
    );
    expect(lines('opening-hours')).toEqual([
      expect.stringMatching(
        offense('acme/locations.json', 'error opening-hours /locations/0/contact_detail/opening_hours/0/close closes at 09:00, not after it opens at 09:00'),
      ),
      expect.stringMatching(
        offense(
          'acme/locations.json',
          'error opening-hours /locations/0/contact_detail/opening_hours/2 Monday 12:00-17:00 overlaps opening_hours/1 of the same day',
        ),
      ),
    ]);
  });
});
