// Image URL helper (allowed widths, quality 75, the 1280 cap), the locale catalogue and the
// per-site settings with the spec's defaults.
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_QUALITY, cappedImageUrl, imageSources, imageUrl, isAllowedWidth, snapWidth } from '../../../runtime/lib/image-url';
import { formatDate, formatDistance, formatDollars, localeMessages } from '../../../runtime/lib/locale-messages';
import { siteSettings } from '../../../runtime/lib/site-settings';

describe('image widths', () => {
  it.each([
    [1, 16],
    [16, 16],
    [17, 32],
    [384, 384],
    [385, 640],
    [640, 640],
    [641, 750],
    [1921, 2048],
    [5000, 3840],
  ])('%i -> %i', (w, snapped) => expect(snapWidth(w)).toBe(snapped));

  it.each([
    [640, true],
    [750, true],
    [828, true],
    [1080, true],
    [1200, true],
    [1920, true],
    [2048, true],
    [3840, true],
    [16, true],
    [384, true],
    [1280, false],
    [800, false],
  ])('width %i allowed: %s', (w, ok) => expect(isAllowedWidth(w)).toBe(ok));
});

describe('image URLs', () => {
  it('quality 75 by default, the site quality when given, encoded source', () => {
    expect(imageUrl('/media/a b.jpg', 700)).toBe('/_image?url=%2Fmedia%2Fa%20b.jpg&w=750&q=75');
    expect(imageUrl('/media/a.jpg', 700, 60)).toBe('/_image?url=%2Fmedia%2Fa.jpg&w=750&q=60');
    expect(imageUrl('/media/a.jpg', 700, 0)).toBe('/_image?url=%2Fmedia%2Fa.jpg&w=750&q=75');
  });

  it('svg and data URLs pass through', () => {
    expect(imageUrl('/media/logo.svg', 200)).toBe('/media/logo.svg');
    expect(imageUrl('data:image/png;base64,AA', 200)).toBe('data:image/png;base64,AA');
  });

  it.each([
    [1000, 1080],
    [1280, 1200],
    [3000, 1200],
  ])('the capped helper asks for at most 1280: %i -> %i', (w, used) => expect(cappedImageUrl('/m.jpg', w)).toBe(`/_image?url=%2Fm.jpg&w=${used}&q=75`));

  it('a responsive image lists every device width; a fixed one 1x and 2x', () => {
    const r = imageSources('/m.jpg', { width: 1920, sizes: '100vw' });
    expect(r.srcSet!.split(', ').map((s) => s.split(' ')[1])).toEqual(['640w', '750w', '828w', '1080w', '1200w', '1920w', '2048w', '3840w']);
    expect(r.sizes).toBe('100vw');
    const f = imageSources('/m.jpg', { width: 384 });
    expect(f.srcSet).toBe('/_image?url=%2Fm.jpg&w=384&q=75 1x, /_image?url=%2Fm.jpg&w=828&q=75 2.2x');
    expect(f.src).toBe('/_image?url=%2Fm.jpg&w=384&q=75');
  });

  it('a picture shown small lists the small sizes from half its width; maxWidth caps the list', () => {
    const card = imageSources('/m.jpg', { width: 400, sizes: '33vw', maxWidth: 1080 });
    expect(card.srcSet!.split(', ').map((s) => s.split(' ')[1])).toEqual(['256w', '384w', '640w', '750w', '828w', '1080w']);
    expect(card.src).toBe('/_image?url=%2Fm.jpg&w=1080&q=75');
  });

  it.each([
    ['a /media file', '/media/a.jpg', true],
    ['a listed host', 'https://cdn.example.com/a.jpg', true],
    ['a host the site does not list', 'https://elsewhere.example/a.jpg', false],
    ['an SVG on a listed host', 'https://cdn.example.com/a.svg', false],
  ])('%s goes through /_image: %s', (_, src, resized) => {
    const sources = imageSources(src, { width: 400, sizes: '100vw', hosts: ['cdn.example.com'] });
    expect(sources.src.startsWith('/_image?')).toBe(resized);
    expect(sources.srcSet === undefined).toBe(!resized);
  });
});

describe('locale catalogue', () => {
  it.each([
    ['en-AU', 'km', 'kilometres', 'Colour', 'Enquiry', 'Petrol', 'Postcode'],
    ['en-NZ', 'km', 'kilometres', 'Colour', 'Enquiry', 'Petrol', 'Postcode'],
    ['en-US', 'mi', 'miles', 'Color', 'Inquiry', 'Gas', 'ZIP code'],
    ['xx-XX', 'km', 'kilometres', 'Colour', 'Enquiry', 'Petrol', 'Postcode'],
  ])('%s', (locale, unit, word, colour, enquiry, petrol, postcode) => {
    const m = localeMessages(locale);
    expect([m.distanceUnit, m.distanceWord, m.colour, m.enquiry, m.petrol, m.postcodeLabel]).toEqual([unit, word, colour, enquiry, petrol, postcode]);
  });

  it('$ format and distance', () => {
    expect(formatDollars(34990, 'en-AU')).toBe('$34,990');
    expect(formatDollars(1234567.4, 'en-AU')).toBe('$1,234,567');
    expect(formatDollars(34990, 'en-GB')).toBe('£34,990');
    expect(formatDistance(12345, 'en-US')).toBe('12,345 mi');
    expect(formatDistance(12345, 'en-AU')).toBe('12,345 km');
  });

  it('dates on the dealer clock', () => {
    // 2026-12-24T20:00Z is Christmas morning in Brisbane and Christmas Eve in Chicago.
    const at = Date.UTC(2026, 11, 24, 20);
    expect(formatDate(at, 'en-AU', 'Australia/Brisbane')).toBe('25 December 2026');
    expect(formatDate(at, 'en-US', 'America/Chicago')).toBe('December 24, 2026');
    expect(formatDate('2026-12-25', 'en-US', 'Pacific/Auckland')).toBe('December 25, 2026');
    expect(formatDate('nope', 'en-AU', 'UTC')).toBe('');
  });
});

describe('site settings', () => {
  it("spec defaults (the image quality agrees with the image helper's)", () => {
    expect(siteSettings({})).toMatchObject({
      kmSorts: false,
      fuelTag: false,
      certifiedLogo: false,
      financeLabel: 'Get Finance',
      licenceLabel: 'DL',
      imageQuality: DEFAULT_IMAGE_QUALITY,
    });
  });
  it('a site overrides them', () => {
    const s = siteSettings({
      display: { km_sorts: true, fuel_tag: true, certified_logo: true, finance_label: 'Pre-Approved', licence_label: 'CL', image_quality: 60 },
    });
    expect(s).toMatchObject({ kmSorts: true, fuelTag: true, certifiedLogo: true, financeLabel: 'Pre-Approved', licenceLabel: 'CL', imageQuality: 60 });
  });
});
