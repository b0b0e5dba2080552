// An external dashboard's session data over the site's own: each well-formed part wins.
import { describe, expect, it } from 'vitest';
import { sessionDataOf, siteWithSession, type WebsiteSessionData } from '../../runtime/lib/website-session';
import type { PublicSite } from '../../runtime/lib/public-site';

const own: WebsiteSessionData = {
  website: { id: 1101, slug: 'riverbend-mazda', name: 'Riverbend Mazda', garage_enabled: false },
  navigation: { header: [{ label: 'Our Stock', href: '/cars/' }], footer: [] },
  special_hours: [],
  stock: { count: 2, makes: { Mazda: 2 }, models: { 'Mazda:CX-5': 2 }, car_types: { new: 2, used: 0, demo: 0 } },
};
const theirNav = {
  header: [{ label: 'Stock', href: '/cars/', children: [{ label: 'Used', href: '/search/used-cars/' }] }],
  footer: [{ title: 'More', links: [] }],
};
const theirHours = [{ date: '2026-12-25', status: 'Closed', label: 'Christmas Day' }];
const theirStock = { count: 9, makes: { Mazda: 9 }, models: {}, car_types: { new: 4, used: 5, demo: 0 } };

describe('sessionDataOf', () => {
  it.each([
    ['nothing sent', {}, own, []],
    ['not an object', false, own, []],
    [
      'every part',
      { navigation: theirNav, special_hours: theirHours, stock: theirStock },
      { ...own, navigation: theirNav, special_hours: theirHours, stock: theirStock },
      [],
    ],
    ['stock without demo', { stock: { ...theirStock, car_types: { new: 4, used: 5 } } }, { ...own, stock: theirStock }, []],
    ['navigation without header', { navigation: { footer: [] } }, own, ['navigation']],
    ['a nav item without a label', { navigation: { header: [{ href: '/' }], footer: [] } }, own, ['navigation']],
    ['an unknown menu', { navigation: { header: [{ label: 'x', menu: 'offers' }], footer: [] } }, own, ['navigation']],
    ['special hours with a bad date', { special_hours: [{ date: '25/12/2026', status: 'Closed' }] }, own, ['special_hours']],
    ['a negative count', { stock: { ...theirStock, count: -1 } }, own, ['stock']],
    ['counts as text', { stock: { ...theirStock, makes: { Mazda: '9' } } }, own, ['stock']],
  ])('%s', (_name, answer, data, refused) => {
    expect(sessionDataOf(answer, own)).toEqual({ data, refused });
  });

  it('keeps the site’s own website part', () => {
    expect(sessionDataOf({ website: { id: 9, slug: 'other' } }, own).data.website).toBe(own.website);
  });
});

describe('siteWithSession', () => {
  const site = { slug: 'riverbend-mazda', navigation: own.navigation } as unknown as PublicSite;
  it('is the same site object when the session changes nothing', () => {
    expect(siteWithSession(site, own)).toBe(site);
    const withHours = { ...site, special_hours: theirHours } as PublicSite;
    expect(siteWithSession(withHours, { navigation: own.navigation, special_hours: withHours.special_hours! })).toBe(withHours);
  });
  it('takes the session’s navigation and special hours', () => {
    const applied = siteWithSession(site, { navigation: theirNav, special_hours: theirHours });
    expect(applied.navigation).toBe(theirNav);
    expect(applied.special_hours).toBe(theirHours);
    expect(site.navigation).toBe(own.navigation);
  });
});
