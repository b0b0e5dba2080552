// Link rules of spec section 2.
import { describe, expect, it } from 'vitest';
import { legacyRedirect, linkKind, rewriteHref, sameHostPath, shouldPrefetch, type LinkKind, type LinkRuleSite } from '../../runtime/lib/links';

const plain: LinkRuleSite = {};
const pagesPath: LinkRuleSite = { usePagesPath: true };
const news: LinkRuleSite = { blogToNews: true };

describe('rewriteHref', () => {
  it.each<[string, string, LinkRuleSite, string]>([
    ['/pages/ prefix is stripped', '/pages/finance', plain, '/finance'],
    ['/pages/ prefix is kept with usePagesPath', '/pages/finance', pagesPath, '/pages/finance'],
    ['bare /pages becomes the home page', '/pages', plain, '/'],
    ['/pages/ becomes the home page', '/pages/', plain, '/'],
    ['a path that merely starts with "pages" is not the prefix', '/pagesx/finance', plain, '/pagesx/finance'],
    ['nested /pages/ path keeps the rest', '/pages/service/book', plain, '/service/book'],
    ['query and hash survive stripping', '/pages/finance?term=60#calc', plain, '/finance?term=60#calc'],
    ['privacy policy is stripped even with usePagesPath', '/pages/privacy-policy', pagesPath, '/privacy-policy'],
    ['terms (trailing slash) are stripped even with usePagesPath', '/pages/terms-and-conditions/', pagesPath, '/terms-and-conditions/'],
    ['about us with query and hash is stripped even with usePagesPath', '/pages/about-us?ref=footer#team', pagesPath, '/about-us?ref=footer#team'],
    ['a page that only starts like a legal page is kept with usePagesPath', '/pages/about-us-team', pagesPath, '/pages/about-us-team'],
    ['/blog becomes /news with blogToNews', '/blog', news, '/news'],
    ['/blog/ becomes /news/ with blogToNews', '/blog/', news, '/news/'],
    ['/blog/x with query and hash becomes /news/x', '/blog/new-ranger?src=nav#comments', news, '/news/new-ranger?src=nav#comments'],
    ['/blog stays without blogToNews', '/blog/new-ranger', plain, '/blog/new-ranger'],
    ['a path that merely starts with "blog" stays', '/blogger', news, '/blogger'],
    ['/pages/blog/x gets both rules', '/pages/blog/x', news, '/news/x'],
    ['/pages/blog/x with usePagesPath is not a /blog path', '/pages/blog/x', { usePagesPath: true, blogToNews: true }, '/pages/blog/x'],
    ['a /blog inside the query is not rewritten', '/search?from=/blog', news, '/search?from=/blog'],
    ['absolute URLs are untouched', 'https://example.com/pages/x', plain, 'https://example.com/pages/x'],
    ['tel links are untouched', 'tel:0299990000', news, 'tel:0299990000'],
    ['mailto links are untouched', 'mailto:sales@example.com', news, 'mailto:sales@example.com'],
    ['anchors are untouched', '#pages/x', plain, '#pages/x'],
    ['relative paths are untouched', 'pages/x', plain, 'pages/x'],
  ])('%s', (_, href, site, expected) => expect(rewriteHref(href, site)).toBe(expected));
});

describe('legacyRedirect', () => {
  it.each<[string, LinkRuleSite, string | null]>([
    ['/pages/finance?x=1', plain, '/finance?x=1'],
    ['/pages/privacy-policy', pagesPath, '/privacy-policy'],
    ['/blog/x', news, '/news/x'],
    ['/finance', plain, null],
    ['/pages/finance', pagesPath, null],
    ['/blog/x', plain, null],
    ['/', news, null],
  ])('%s %j -> %j', (href, site, expected) => expect(legacyRedirect(href, site)).toBe(expected));
});

describe('legacyRedirect never leaves the host (issue 10 item 3)', () => {
  it.each<[string, LinkRuleSite, string]>([
    ['/pages//evil.example/login', plain, '/evil.example/login'],
    ['/pages/\\evil.example', plain, '/evil.example'],
    ['/pages/\\/evil.example', plain, '/evil.example'],
    ['/pages/\t/evil.example', plain, '/evil.example'],
    ['/pages///evil.example?x=1', plain, '/evil.example?x=1'],
    ['/pages//evil.example', news, '/evil.example'],
    ['/pages/%2F%2Fevil.example', plain, '/%2F%2Fevil.example'],
  ])('%j', (href, site, expected) => {
    const target = legacyRedirect(href, site)!;
    expect(target).toBe(expected);
    expect(new URL(target, 'https://dealer.example').host).toBe('dealer.example');
  });
});

describe('sameHostPath', () => {
  it.each<[string, string]>([
    ['/finance?x=1', '/finance?x=1'],
    ['/', '/'],
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/\n/evil.example', '/evil.example'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['evil.example', '/'],
    ['/a//b', '/a//b'],
  ])('%j -> %j', (target, expected) => expect(sameHostPath(target)).toBe(expected));
});

describe('linkKind', () => {
  it.each<[string, LinkKind]>([
    ['tel:+61299990000', 'tel'],
    ['TEL:0299990000', 'tel'],
    ['mailto:sales@example.com', 'mailto'],
    ['https://www.google.com/maps/place/OK+Motors', 'map'],
    ['https://google.com/maps?q=parramatta', 'map'],
    ['https://www.google.com.au/maps/dir//OK+Motors', 'map'],
    ['https://maps.google.com/?q=-33.8,151.0', 'map'],
    ['https://goo.gl/maps/abc123', 'map'],
    ['https://maps.app.goo.gl/abc123', 'map'],
    ['http://maps.apple.com/?q=OK+Motors', 'map'],
    ['https://www.openstreetmap.org/#map=15/-33.8/151.0', 'map'],
    ['https://www.google.com/search?q=maps', 'external'],
    ['https://example.com/maps', 'external'],
    ['https://example.com/', 'external'],
    ['//cdn.example.com/brochure.pdf', 'external'],
    ['#finance', 'anchor'],
    ['#', 'anchor'],
    ['/', 'internal'],
    ['/cars/ranger?x=1', 'internal'],
    ['/maps', 'internal'],
    ['finance', 'internal'],
  ])('%s is %s', (href, expected) => expect(linkKind(href)).toBe(expected));
});

describe('shouldPrefetch', () => {
  it.each<[string, boolean]>([
    ['/book-test-drive', false],
    ['/book-test-drive/', false],
    ['/book-test-drive?car=123', false],
    ['/special-offers', false],
    ['/special-offers/ford-ranger', false],
    ['/special-offers?make=ford', false],
    ['/offers/x', false],
    ['/models', false],
    ['/models/ranger', false],
    ['/models?body=ute', false],
    ['/models#range', false],
    ['/cars/x/checkout', false],
    ['/cars/x/checkout?step=2', false],
    ['/cars/x/buy-online', false],
    ['/cars/x/buy-online#deposit', false],
    ['/checkout-journey/1', false],
    ['/finance', false],
    ['/finance?amount=30000', false],
    ['/finance-enquiry', false],
    ['/apply-for-finance', false],
    ['/finance-pre-approval', false],
    ['/', true],
    ['/cars', true],
    ['/cars/x', true],
    ['/service', true],
    ['/book-test-drive-tips', true],
    ['/offersx', true],
    ['/models-compared', true],
    ['/financial-hardship', true],
    ['tel:0299990000', false],
    ['https://example.com/', false],
    ['#top', false],
  ])('%s -> %s', (href, expected) => expect(shouldPrefetch(href)).toBe(expected));
});
