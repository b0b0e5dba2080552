// Lead routing rules × leads (issue 19): rule order, every condition, the default rule, and the
// facts read from a lead (chosen location, car's location, primary-location flag, open now).
import { describe, expect, it } from 'vitest';
import type { Location } from '../../../schemas/types/location';
import type { RoutingRule } from '../../../schemas/types/lead-routing';
import { categorySlug, departmentOf, routeLead, type LeadFacts } from '../../../runtime/lib/lead-routing/route-lead';
import { leadFacts } from '../../../runtime/lib/lead-routing/lead-facts';
import { openMinutesDueAt } from '../../../runtime/lib/lead-routing/open-minutes';
import { shadowedRules } from '../../../runtime/lib/lead-routing/rule-coverage';
import { acknowledgeStats } from '../../../runtime/lib/lead-routing/acknowledge-stats';

const hook = (url: string) => [{ kind: 'webhook' as const, url }] as RoutingRule['destinations'];
const rules: RoutingRule[] = [
  { id: 'service-second', when: { department: ['service'], location: [402] }, destinations: hook('a') },
  { id: 'after-hours-new', when: { car_type: ['new'], open_now: false }, destinations: hook('b') },
  { id: 'finance', when: { category: ['Finance'] }, destinations: hook('c') },
  { id: 'trade-form', when: { form: ['trade-in'], car_location: ['north'] }, destinations: hook('d') },
  { id: 'default', default: true, destinations: hook('e') },
  { id: 'after-default', when: { category: ['general'] }, destinations: hook('f') },
];

const facts = (over: Partial<LeadFacts>): LeadFacts => ({ form: 'enquiry', category: 'general', department: 'sales', ...over });
const loc402 = { id: 402, slug: 'service-yard' };

describe('routeLead: the first rule that matches decides', () => {
  it.each([
    ['service lead for the second location', facts({ category: 'service', department: 'service', location: loc402 }), 'service-second'],
    ['rule names the location by slug or id alike', facts({ department: 'service', location: { id: '402', slug: 'x' } }), 'service-second'],
    ['service lead for another location falls through', facts({ department: 'service', location: { id: 401, slug: 'sales' } }), 'default'],
    ['sales lead for the second location is not service', facts({ location: loc402 }), 'default'],
    ['new car out of hours', facts({ carType: 'new', openNow: false }), 'after-hours-new'],
    ['new car in hours', facts({ carType: 'new', openNow: true }), 'default'],
    ['new car, hours unknown: open_now never guesses', facts({ carType: 'new' }), 'default'],
    ['used car out of hours', facts({ carType: 'used', openNow: false }), 'default'],
    ['service wins over after-hours by order', facts({ department: 'service', location: loc402, carType: 'new', openNow: false }), 'service-second'],
    ['category compared as a slug', facts({ category: 'finance', department: 'finance' }), 'finance'],
    ['form and car location both hold', facts({ form: 'trade-in', carLocation: { id: 9, slug: 'north' } }), 'trade-form'],
    ['form holds, car location does not', facts({ form: 'trade-in', carLocation: { id: 9, slug: 'south' } }), 'default'],
    ['no car: a car condition fails', facts({ form: 'trade-in' }), 'default'],
    ['nothing else: the default', facts({}), 'default'],
  ])('%s', (_, lead, expected) => expect(routeLead(rules, lead)?.rule.id).toBe(expected));

  it('a rule after the default never matches', () => expect(routeLead(rules, facts({ category: 'general' }))?.index).toBe(4));
  it('no rule and no default: nothing', () => expect(routeLead(rules.slice(0, 1), facts({}))).toBeUndefined());
});

describe('categories and departments', () => {
  it.each([
    ['New Vehicle', 'new-vehicle', 'sales'],
    ['Service', 'service', 'service'],
    ['service_booking', 'service-booking', 'service'],
    ['Parts', 'parts', 'parts'],
    ['Finance', 'finance', 'finance'],
    ['Careers', 'careers', 'careers'],
    ['Sell My Car', 'sell-my-car', 'sales'],
    ['', '', 'sales'],
  ])('%s', (text, slug, department) => {
    expect(categorySlug(text)).toBe(slug);
    expect(departmentOf(text)).toBe(department);
  });
});

const weekdays = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 0 ? { weekday, status: 'Closed' } : { weekday, status: 'Open', open, close }));
const location = (id: number, slug: string, name: string, extra: Partial<Location> = {}): Location => ({
  id,
  slug,
  name,
  address: { street: '1 Main St', city: 'Fort Worth', postcode: '76101' },
  contact_detail: { phone: '555', opening_hours: weekdays('09:00', '17:00') },
  ...extra,
});
const locations = [location(401, 'sales-yard', 'Sales Yard', { primary: true }), location(402, 'service-yard', 'Service Yard')];
// Wednesday 2026-11-25 in America/Chicago (UTC-6): 10:00 local is 16:00 UTC.
const WED_10AM = Date.parse('2026-11-25T16:00:00Z');
const WED_8PM = Date.parse('2026-11-26T02:00:00Z');
const ctx = { locations, special: [], timeZone: 'America/Chicago', locale: 'en-US', pushToPrimary: false, nowMs: WED_10AM };

describe('leadFacts', () => {
  it.each([
    ['chosen by name', { location: 'Service Yard', category: 'Service' }, {}, { location: { id: 402, slug: 'service-yard' }, department: 'service' }],
    ['chosen by id wins over name', { location_id: '401', location: 'Service Yard' }, {}, { location: { id: 401, slug: 'sales-yard' } }],
    ['unknown location: none', { location: 'Elsewhere' }, {}, { location: undefined }],
    [
      'car at the service yard',
      { car_type: 'new' },
      { car: { location: { slug: 'service-yard' } } },
      { carLocation: { id: 402, slug: 'service-yard' }, carType: 'new' },
    ],
    [
      'primary-location flag sends the car to the primary',
      {},
      { car: { location: { slug: 'service-yard' } }, pushToPrimary: true },
      { carLocation: { id: 401, slug: 'sales-yard' } },
    ],
    ['open at 10am', {}, {}, { openNow: true }],
    ['closed at 8pm', {}, { nowMs: WED_8PM }, { openNow: false }],
    ['closed on a holiday', {}, { special: [{ date: '2026-11-25', status: 'Closed' }] }, { openNow: false }],
  ])('%s', (_, payload, over, expected) => expect(leadFacts('enquiry', payload, { ...ctx, ...over })).toMatchObject(expected));
});

describe('openMinutesDueAt: only open minutes count', () => {
  const where = { hours: weekdays('09:00', '17:00'), special: [], timeZone: 'America/Chicago' };
  const utc = (iso: string) => Date.parse(iso);
  it.each([
    ['inside the day', WED_10AM, 120, '2026-11-25T18:00:00.000Z'],
    ['up to closing exactly', WED_10AM, 420, '2026-11-25T23:00:00.000Z'],
    ['carried over to the next morning', WED_10AM, 480, '2026-11-26T16:00:00.000Z'],
    ['arriving after hours starts next morning', WED_8PM, 120, '2026-11-26T17:00:00.000Z'],
    ['Saturday evening waits over the closed Sunday', utc('2026-11-29T00:00:00Z'), 60, '2026-11-30T16:00:00.000Z'],
  ])('%s', (_, start, minutes, expected) => expect(new Date(openMinutesDueAt(start, minutes, where)).toISOString()).toBe(expected));

  it('a holiday closes the day', () =>
    expect(new Date(openMinutesDueAt(WED_8PM, 60, { ...where, special: [{ date: '2026-11-26', status: 'Closed' }] })).toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    ));
  it('no hours at all: wall-clock minutes', () => expect(openMinutesDueAt(WED_8PM, 120, { ...where, hours: [] })).toBe(WED_8PM + 120 * 60_000));
  it('never open: wall-clock minutes after a year of closed days', () =>
    expect(openMinutesDueAt(WED_10AM, 30, { ...where, hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: 'Closed' })) })).toBe(
      WED_10AM + 30 * 60_000,
    ));
});

describe('shadowedRules: a rule an earlier one covers never matches', () => {
  const r = (when: RoutingRule['when'], isDefault = false) => ({ when, ...(isDefault ? { default: true } : {}) });
  const slugToId = (v: string | number) => (v === 'service-yard' ? '402' : String(v));
  it.each([
    ['a narrower rule after a wider one', [r({ department: ['service'] }), r({ department: ['service'], location: [402] })], [{ index: 1, coveredBy: 0 }]],
    ['a wider rule after a narrower one is fine', [r({ department: ['service'], location: [402] }), r({ department: ['service'] })], []],
    ['anything after the default', [r(undefined, true), r({ category: ['Service'] })], [{ index: 1, coveredBy: 0 }]],
    ['a rule without conditions covers the rest', [r({}), r({ car_type: ['new'] })], [{ index: 1, coveredBy: 0 }]],
    ['categories compared as slugs', [r({ category: ['New Vehicle', 'Service'] }), r({ category: ['new-vehicle'] })], [{ index: 1, coveredBy: 0 }]],
    ['a location named by slug and by id', [r({ location: ['service-yard'] }), r({ location: [402] })], [{ index: 1, coveredBy: 0 }]],
    ['a value outside the earlier list', [r({ car_type: ['new'] }), r({ car_type: ['new', 'demo'] })], []],
    ['open_now must agree', [r({ open_now: false }), r({ open_now: true })], []],
    ['open_now given only later is narrower', [r({ car_type: ['new'] }), r({ car_type: ['new'], open_now: false })], [{ index: 1, coveredBy: 0 }]],
  ])('%s', (_, list, expected) => expect(shadowedRules(list, slugToId)).toEqual(expected));
});

describe('acknowledgeStats: median and p90 per location', () => {
  const at = (location: string | null, routedMin: number, ackAfterMin: number | null) => ({
    location,
    routedAt: routedMin * 60_000,
    acknowledgedAt: ackAfterMin === null ? null : (routedMin + ackAfterMin) * 60_000,
  });
  it.each([
    ['one lead', [at('401', 100, 5)], [{ location: '401', leads: 1, acknowledged: 1, median: 5, p90: 5 }]],
    [
      'ten leads: nearest rank',
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m) => at('401', 100, m)),
      [{ location: '401', leads: 10, acknowledged: 10, median: 5, p90: 9 }],
    ],
    [
      'unanswered leads count, not in the times',
      [at('402', 100, null), at('402', 100, 30)],
      [{ location: '402', leads: 2, acknowledged: 1, median: 30, p90: 30 }],
    ],
    ['none acknowledged', [at('402', 100, null)], [{ location: '402', leads: 1, acknowledged: 0, median: null, p90: null }]],
    ['before the window is left out', [at('401', 10, 1), at('401', 100, 2)], [{ location: '401', leads: 1, acknowledged: 1, median: 2, p90: 2 }]],
    [
      'per location',
      [at('401', 100, 4), at(null, 100, 8)],
      [
        { location: '401', leads: 1, acknowledged: 1, median: 4, p90: 4 },
        { location: null, leads: 1, acknowledged: 1, median: 8, p90: 8 },
      ],
    ],
  ])('%s', (_, leads, expected) => expect(acknowledgeStats(leads, 50 * 60_000)).toEqual(expected));
});
