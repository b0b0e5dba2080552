// What the browser gets of a site: its time zone resolved by the server, so the shell carries no
// state tables (runtime/lib/timezone.ts) and the footer's year reads the dealer's clock.
import { describe, expect, it } from 'vitest';
import type { Site } from '../../schemas/types/site';
import { toPublicSite } from '../../runtime/lib/public-site';

const base = { schemaVersion: 2, slug: 'x', template: 'car', name: 'X', phone: '07 3333 1234', domains: ['x.example'] } as unknown as Site;
const ready = { ready: true, test_card_hint: false };

describe('toPublicSite: timezone', () => {
  it.each<[string, Partial<Site>, string]>([
    ['the site.json zone when it is a real one', { locale: 'en-AU', timezone: 'Australia/Perth', state: 'QLD' }, 'Australia/Perth'],
    ["the state's zone when none is set", { locale: 'en-AU', state: 'QLD' }, 'Australia/Brisbane'],
    ["the address's state", { locale: 'en-AU', address: { state: 'WA' } } as Partial<Site>, 'Australia/Perth'],
    ['a US state', { locale: 'en-US', state: 'TX' }, 'America/Chicago'],
    ["the state's zone in place of one that does not exist", { locale: 'en-AU', timezone: 'Mars/Olympus', state: 'VIC' }, 'Australia/Melbourne'],
  ])('%s', (_, fields, expected) => {
    expect(toPublicSite({ ...base, ...fields } as Site, ready).timezone).toBe(expected);
  });
});
