import { describe, expect, it } from 'vitest';
import { type DisplayTagSite, conditionLabel, displayTag, fuelTag, isNewArrival, normaliseTag } from '../../../runtime/lib/display-tag';
import type { Car } from '../../../schemas/types/car';

const NOW = Date.parse('2025-06-20T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (d: number, extraMs = 0) => new Date(NOW - d * DAY - extraMs).toISOString();

/** A car that qualifies for no tag at all: in stock, untagged, created long ago. */
function car(over: Partial<Car> = {}): Car {
  return {
    id: 1,
    name: '2021 Toyota Hilux',
    slug: 'x',
    make: 'Toyota',
    model: 'Hilux',
    year: 2021,
    status: 'in_stock',
    car_type: 'used',
    show_on_dealer_website: true,
    dealership_id: 1,
    created_at: daysAgo(30),
    ...over,
  };
}

const all: DisplayTagSite = { fuelTagEnabled: true, certifiedLogo: true };
const none: DisplayTagSite = {};

// Every rung: the car qualifies for this rung and for every rung below it, so the expected tag
// proves this rung outranks all the lower ones.
const everything: Partial<Car> = { simple_fuel: 'Electric', reserved: true, certified: true, tag: 'Special', created_at: daysAgo(1) };

describe('displayTag priority (spec section 4)', () => {
  it.each<[string, Partial<Car>, DisplayTagSite, { kind: string; text: string } | null]>([
    ['sold status outranks everything', { ...everything, status: 'sold' }, all, { kind: 'sold', text: 'JUST SOLD' }],
    ['the sold flag outranks everything', { ...everything, sold: true }, all, { kind: 'sold', text: 'JUST SOLD' }],
    ['electric fuel tag when enabled', { ...everything, status: 'coming_soon' }, all, { kind: 'fuel', text: 'Electric' }],
    ['hybrid fuel tag when enabled', { ...everything, simple_fuel: 'Hybrid' }, all, { kind: 'fuel', text: 'Hybrid' }],
    ['fuel tag off: Reserved', everything, { certifiedLogo: true }, { kind: 'reserved', text: 'Reserved' }],
    ['petrol gets no fuel tag: Reserved', { ...everything, simple_fuel: 'Petrol' }, all, { kind: 'reserved', text: 'Reserved' }],
    ['not electric, not reserved: certified logo', { ...everything, simple_fuel: 'Diesel', reserved: false }, all, { kind: 'certified', text: 'Certified' }],
    ['fuel tag and certified logo off: own tag', { ...everything, reserved: false }, none, { kind: 'own', text: 'Special' }],
    [
      'not certified: own tag',
      { ...everything, simple_fuel: 'Diesel', reserved: false, certified: false, status: 'coming_soon' },
      all,
      { kind: 'own', text: 'Special' },
    ],
    ['no own tag: COMING SOON', { status: 'coming_soon', tag: '', created_at: daysAgo(1) }, all, { kind: 'coming-soon', text: 'COMING SOON' }],
    ['in stock, created yesterday: New Arrival', { tag: null, created_at: daysAgo(1) }, all, { kind: 'new-arrival', text: 'New Arrival' }],
    ['in stock, created a month ago: none', {}, all, null],
    ['a certified car on a site without the logo and no other reason: none', { certified: true }, none, null],
    ['an electric car on a site without fuel tags: none', { simple_fuel: 'Electric' }, none, null],
  ])('%s', (_, over, site, expected) => expect(displayTag(car(over), site, NOW)).toEqual(expected));

  it('a whitespace-only own tag does not win over COMING SOON', () =>
    expect(displayTag(car({ status: 'coming_soon', tag: '   ' }), all, NOW)).toEqual({ kind: 'coming-soon', text: 'COMING SOON' }));

  it('the test-drive tag is shown normalised', () =>
    expect(displayTag(car({ tag: '*** Test Drive Vehicle Only ***' }), none, NOW)).toEqual({ kind: 'own', text: 'Test Drive Only' }));
});

describe('New Arrival: created within the last 8 days', () => {
  it.each<[string, string | undefined, boolean]>([
    ['created now', new Date(NOW).toISOString(), true],
    ['7 days ago', daysAgo(7), true],
    ['exactly 8 days ago', daysAgo(8), true],
    ['8 days and 1 ms ago', daysAgo(8, 1), false],
    ['9 days ago', daysAgo(9), false],
    ['in the future (clock skew)', new Date(NOW + DAY).toISOString(), true],
    ['no date', undefined, false],
    ['an unreadable date', 'not a date', false],
  ])('%s -> %s', (_, createdAt, expected) => {
    expect(isNewArrival(createdAt, NOW)).toBe(expected);
    expect(displayTag(car({ created_at: createdAt }), none, NOW)?.kind === 'new-arrival').toBe(expected);
  });
});

describe('fuelTag', () => {
  it.each<[string, Partial<Car>, 'Electric' | 'Hybrid' | null]>([
    ['simple_fuel Electric', { simple_fuel: 'Electric' }, 'Electric'],
    ['simple_fuel Hybrid', { simple_fuel: 'Hybrid' }, 'Hybrid'],
    ['simple_fuel wins over fuel', { simple_fuel: 'Petrol', fuel: 'Electric' }, null],
    ['fuel when simple_fuel is missing', { fuel: 'Electric' }, 'Electric'],
    ['fuel when simple_fuel is empty', { simple_fuel: ' ', fuel: 'Plug-in Hybrid' }, 'Hybrid'],
    ['petrol/electric is a hybrid', { fuel: 'Petrol/Electric' }, 'Hybrid'],
    ['diesel', { fuel: 'Diesel' }, null],
    ['lower case electric', { fuel: 'electric' }, 'Electric'],
    ['no fuel', {}, null],
  ])('%s', (_, c, expected) => expect(fuelTag(c)).toBe(expected));
});

describe('normaliseTag', () => {
  it.each<[string | null | undefined, string | null]>([
    ['*** Test Drive Vehicle Only ***', 'Test Drive Only'],
    ['Test Drive Only', 'Test Drive Only'],
    ['test drive vehicle only', 'Test Drive Only'],
    ['  Special ', 'Special'],
    ['runout sale', 'runout sale'],
    ['Pre-order', 'Pre-order'],
    ['***', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (tag, expected) => expect(normaliseTag(tag)).toBe(expected));
});

describe('conditionLabel', () => {
  it.each<[Car['car_type'], { vehicles?: { conditionUsedLabel?: string } }, string]>([
    ['used', { vehicles: {} }, 'used'],
    ['used', { vehicles: { conditionUsedLabel: 'pre-owned' } }, 'pre-owned'],
    ['used', { vehicles: { conditionUsedLabel: '' } }, 'used'],
    ['used', {}, 'used'],
    ['new', { vehicles: { conditionUsedLabel: 'pre-owned' } }, 'new'],
    ['demo', { vehicles: { conditionUsedLabel: 'pre-owned' } }, 'demo'],
  ])('%s with %j -> %s', (type, site, expected) => expect(conditionLabel(type, site)).toBe(expected));
});
