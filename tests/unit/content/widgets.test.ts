// Widget rules: chat messages count under 10 s only, page-view ids by page kind, the scripts a
// site's widget ids stand for, and when the server may list them at all.
import { describe, expect, it } from 'vitest';
import {
  chatMessageCounter,
  chatMessageEvent,
  chatProvider,
  chatTimestampMs,
  serviceBookingUrl,
  siteVerification,
  thirdPartyScripts,
} from '../../../runtime/lib/widgets';
import { siteSettings } from '../../../runtime/lib/site-settings';
import { toPublicSite } from '../../../runtime/lib/public-site';
import type { Site } from '../../../schemas/types/site';
import riverbend from '../../../tenants/riverbend-mazda/site.json';
import { pageViewEvent } from '../../../runtime/lib/page-view-event';
import { thirdPartyAllowed } from '../../../server/http/widget-routes';

describe('chat message events', () => {
  const now = 1_000_000;
  it.each([
    ['first message just sent', now, true, 55],
    ['later message just sent', now, false, 57],
    ['9.999 s old still counts', now - 9_999, false, 57],
    ['10 s old does not count', now - 10_000, true, null],
    ['from the future does not count', now + 1, true, null],
  ])('%s', (_, sentAt, first, id) => expect(chatMessageEvent(sentAt, now, first)).toBe(id));
});

describe("a page's chat messages (clock injected)", () => {
  it('the first message under 10 s old is 55, later ones 57; history 10 s old or older never counts', () => {
    const count = chatMessageCounter();
    const now = 5_000_000;
    expect(count(now - 60_000, now)).toBeNull(); // history replayed on load
    expect(count(now - 10_000, now)).toBeNull(); // exactly 10 s
    expect(count(now - 9_999, now)).toBe(55);
    expect(count(now - 10_000, now + 1)).toBeNull();
    expect(count(now + 1, now + 1)).toBe(57);
    expect(count(now + 2, now + 3)).toBe(57);
  });
  it.each([
    ['milliseconds', 1_700_000_000_123, 1_700_000_000_123],
    ['seconds', 1_700_000_000, 1_700_000_000_000],
    ['just under 10^12 is seconds', 999_999_999_999, 999_999_999_999_000],
    ['10^12 is milliseconds', 1_000_000_000_000, 1_000_000_000_000],
    ['an ISO date', '2026-11-24T22:00:00.000Z', Date.UTC(2026, 10, 24, 22)],
    ['a number as text', '1700000000', 1_700_000_000_000],
    ['zero', 0, null],
    ['not a time', 'soon', null],
    ['missing', undefined, null],
  ])('message time in %s', (_, value, ms) => expect(chatTimestampMs(value)).toBe(ms));
});

describe('page-view event ids', () => {
  const site = { basePath: '/cars', searchPath: '/search/new-used-and-demo-cars/', modelSlugs: ['cx-5'] };
  it.each([
    ['/', 1],
    ['/search/used-cars', 2],
    ['/cars', 2],
    ['/cars/2024-mazda-cx-5-abc', 3],
    ['/cars/trade-in', 12],
    ['/special-offers', 4],
    ['/offers/mazda/x', 5],
    ['/models', 6],
    ['/cx-5', 7],
    ['/our-locations', 8],
    ['/contact-us/riverbend-mazda', 9],
    ['/contact', 9],
    ['/blog', 10],
    ['/news/some-post', 11],
    ['/finance', 12],
    ['/book-a-service', 12],
    ['/book-a-service-smithfield', 12],
    ['/about-us', 13],
  ])('%s -> %i', (path, id) => expect(pageViewEvent(path, site)).toBe(id));
});

describe('third-party scripts', () => {
  it('comma-separated analytics ids configure one gtag each; unsafe ids are ignored', () => {
    const scripts = thirdPartyScripts({ google_analytics_id: 'G-AAA, UA-1-2,bad id"', gtm_id: 'GTM-X1' });
    expect(scripts.map((s) => s.id)).toEqual(['gtag', 'gtag-config', 'gtm']);
    expect(scripts[1]!.code).toContain("gtag('config','G-AAA');gtag('config','UA-1-2');");
    expect(JSON.stringify(scripts)).not.toContain('bad id');
  });
  it('one chat provider, in a fixed order', () => {
    expect(chatProvider({ livechat_agent_group: '7', zendesk_key: 'abc' })).toBe('zendesk');
    expect(chatProvider({ podium_api_token: 'tok' })).toBe('podium');
    expect(chatProvider({ podium_api_organization: 'org-1' })).toBe('podium');
    expect(chatProvider({})).toBeNull();
  });
  it.each([
    [
      'the organisation token',
      { podium_api_organization: '3f2a-org' },
      { id: 'podium-widget', src: 'https://connect.podium.com/widget.js#ORG_TOKEN=3f2a-org', data: { 'organization-api-token': '3f2a-org' } },
    ],
    [
      'the organisation wins the address; both tokens travel',
      { podium_api_organization: 'org', podium_api_token: 'tok' },
      { id: 'podium-widget', src: 'https://connect.podium.com/widget.js#ORG_TOKEN=org', data: { 'organization-api-token': 'org', 'api-token': 'tok' } },
    ],
    [
      'the location token alone',
      { podium_api_token: 'tok' },
      { id: 'podium-widget', src: 'https://connect.podium.com/widget.js#API_TOKEN=tok', data: { 'api-token': 'tok' } },
    ],
    [
      'an unsafe organisation is ignored',
      { podium_api_organization: 'a"b', podium_api_token: 'tok' },
      { id: 'podium-widget', src: 'https://connect.podium.com/widget.js#API_TOKEN=tok', data: { 'api-token': 'tok' } },
    ],
  ] as const)('Podium chat: %s', (_, widgets, script) => {
    expect(thirdPartyScripts(widgets)).toEqual([script]);
  });
  it('Podium yields to Zendesk and LiveChat', () => {
    expect(thirdPartyScripts({ podium_api_organization: 'org', zendesk_key: 'z' }).map((s) => s.id)).toEqual(['ze-snippet']);
  });
  it.each([
    ['production', { NODE_ENV: 'production' }, true],
    ['production under vitest', { NODE_ENV: 'production', VITEST: 'true' }, false],
    ['production, NODE_ENV test', { NODE_ENV: 'test' }, false],
    ['production, switched off', { NODE_ENV: 'production', THIRD_PARTY_SCRIPTS: 'off' }, false],
    ['development', { NODE_ENV: 'development' }, false],
  ] as const)('%s: scripts allowed %s', (_, env, allowed) =>
    expect(thirdPartyAllowed(_.startsWith('development') ? 'development' : 'production', env as NodeJS.ProcessEnv)).toBe(allowed),
  );
});

describe('siteVerification (the home page meta)', () => {
  it.each<[string | undefined, string | undefined]>([
    ['abc-DEF_123', 'abc-DEF_123'],
    ['  abc123  ', 'abc123'],
    ['', undefined],
    [undefined, undefined],
    ['abc" onload="x', undefined],
    ['two words', undefined],
  ])('%j -> %j', (token, expected) => expect(siteVerification(token === undefined ? {} : { google_site_verification: token })).toBe(expected));
});

describe('xtime_url: the service booking link', () => {
  it.each<[string | undefined, string | undefined]>([
    ['https://consumer.xtime.com/scheduling/?webKey=abc', 'https://consumer.xtime.com/scheduling/?webKey=abc'],
    [' https://consumer.xtime.com/x ', 'https://consumer.xtime.com/x'],
    ['http://consumer.xtime.com/x', undefined],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (url, expected) => expect(serviceBookingUrl(url === undefined ? {} : { xtime_url: url })).toBe(expected));

  it.each<[string, { book_service_href?: string } | undefined, string | undefined, string]>([
    ['the default', undefined, undefined, '/service'],
    ['Xtime when set', undefined, 'https://consumer.xtime.com/x', 'https://consumer.xtime.com/x'],
    ["the site's own book_service_href wins", { book_service_href: '/book-a-service' }, 'https://consumer.xtime.com/x', '/book-a-service'],
  ])('Book a Service leads to %s', (_, display, url, expected) => {
    expect(siteSettings({ ...(display ? { display } : {}), ...(url ? { service_booking_url: url } : {}) }).bookServiceHref).toBe(expected);
  });

  it('the public site carries it, and no other widget value but the verification token', () => {
    const site = toPublicSite(
      { ...(riverbend as unknown as Site), widgets: { xtime_url: 'https://consumer.xtime.com/x', zendesk_key: 'secret-key' } },
      { ready: false, test_card_hint: false },
    );
    expect(site.service_booking_url).toBe('https://consumer.xtime.com/x');
    expect(JSON.stringify(site)).not.toContain('secret-key');
  });
});
