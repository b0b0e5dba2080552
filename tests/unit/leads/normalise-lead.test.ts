// The lead normaliser, rule by rule (spec sections 3 and 9).
import { describe, expect, it } from 'vitest';
import {
  dealershipSlug,
  fallbackName,
  LEAD_FIELDS,
  normaliseLead,
  trackingParams,
  TRACKING_WINDOW_MS,
  VISITED_PAGES_CAP,
  visitedPages,
  yesNo,
  type NormaliseContext,
} from '../../../server/leads/normalise-lead';
import type { Car } from '../../../schemas/types/car';

const NOW = Date.parse('2026-03-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const form = {
  category: 'general',
  steps: [
    { title: 'a', schema: { type: 'object', properties: { name: {}, email: {}, preferred_time: {} } } },
    { title: 'b', schema: { type: 'object', properties: { message: {}, trade_in: {} } } },
  ],
} as unknown as NormaliseContext['form'];

function ctx(over: Partial<NormaliseContext> = {}): NormaliseContext {
  return {
    slug: 'acme-motors',
    site: {
      dealerships: [
        { id: 1, name: 'Acme City', slug: 'acme-city' },
        { id: 2, name: 'Acme North', slug: 'acme-north' },
      ],
    },
    formName: 'enquiry',
    form,
    leadId: 'L1',
    status: 'Complete',
    hasFiles: false,
    userAgent: 'Mozilla/5.0 test',
    now: NOW,
    ...over,
  };
}

describe('missing fields', () => {
  it('every payload key and every form field missing from the lead is an empty string', () => {
    const lead = normaliseLead({ form: 'enquiry', email: 'a@b.co' }, ctx());
    for (const key of LEAD_FIELDS.filter(
      (k) => !['source', 'website_slug', 'dealership_slug', 'user_agent', 'lead_id', 'category', 'lead_status'].includes(k),
    )) {
      expect(lead[key], key).toBe('');
    }
    expect(lead.preferred_time).toBe('');
    expect(lead.trade_in).toBe('');
    expect(lead.email).toBe('a@b.co');
  });

  it('keeps page_id and middle_name (spec section 3), empty when not sent', () => {
    const lead = normaliseLead({ form: 'enquiry', page_id: ' page:contact-us ', middle_name: 'Anne' }, ctx());
    expect(lead).toMatchObject({ page_id: 'page:contact-us', middle_name: 'Anne' });
    expect(normaliseLead({ form: 'enquiry' }, ctx())).toMatchObject({ page_id: '', middle_name: '' });
  });

  it('null counts as missing; false and 0 are kept', () => {
    const lead = normaliseLead({ form: 'enquiry', message: null, opt_in: false, step_number: 0 }, ctx());
    expect(lead.message).toBe('');
    expect(lead.opt_in).toBe(false);
    expect(lead.step_number).toBe(0);
  });

  it("keeps the form's fields (trimmed) and drops keys neither the form nor spec section 3 declares (issue 10 item 4)", () => {
    const extra = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`x${i}`, 'spam']));
    const lead = normaliseLead({ form: 'enquiry', ...extra, preferred_time: '  9am  ', custom_widget: 'x', tyres: ['a', 'b'], message: ' hi ' }, ctx());
    expect(lead.preferred_time).toBe('9am');
    expect(lead.message).toBe('hi');
    expect(lead).not.toHaveProperty('custom_widget');
    expect(lead).not.toHaveProperty('tyres');
    expect(lead).not.toHaveProperty('x0');
    expect(lead).not.toHaveProperty('x2999');
  });

  it("server-owned keys sent by the visitor are replaced by the server's values", () => {
    const input = {
      form: 'enquiry',
      vehicle: { make: 'Ferrari', model: 'F40', vin: 'FAKE', price: 1 },
      'Vehicle Make': 'Ferrari',
      'Vehicle Model': 'F40',
      car_type: 'new',
      vehicle_status: 'in_stock',
      lead_status: 'Incomplete',
      form_completed: false,
      has_files: true,
      source: 'Elsewhere',
      website_slug: 'other-dealer',
      user_agent: 'spoofed',
      manufacturer_slug: 'ferrari',
    };
    const lead = normaliseLead(input, ctx());
    expect(lead).not.toHaveProperty('vehicle');
    expect(lead).toMatchObject({
      'Vehicle Make': '',
      'Vehicle Model': '',
      car_type: '',
      vehicle_status: '',
      lead_status: 'Complete',
      form_completed: true,
      has_files: false,
      source: 'Website',
      website_slug: 'acme-motors',
      user_agent: 'Mozilla/5.0 test',
      manufacturer_slug: '',
    });
  });

  it("a form that declares a server-owned name (a trade-in's own make) keeps the visitor's value", () => {
    const tradeIn = {
      category: 'trade-in',
      steps: [{ title: 'a', schema: { type: 'object', properties: { 'Vehicle Make': {} } } }],
    } as unknown as NormaliseContext['form'];
    expect(normaliseLead({ form: 'trade-in', 'Vehicle Make': 'Holden' }, ctx({ form: tradeIn }))['Vehicle Make']).toBe('Holden');
  });

  it('a javascript: url, in the lead or the Referer, is not stored', () => {
    expect(normaliseLead({ form: 'enquiry', url: 'javascript:alert(1)' }, ctx({ referer: 'https://acme.example/cars/x' })).url).toBe(
      'https://acme.example/cars/x',
    );
    expect(normaliseLead({ form: 'enquiry' }, ctx({ referer: 'javascript:alert(1)' })).url).toBe('');
  });

  it('drops the captcha payload, the honeypot and prototype keys', () => {
    const input = JSON.parse('{"form":"enquiry","altcha":"xyz","website_url":"","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const lead = normaliseLead(input, ctx());
    expect(lead).not.toHaveProperty('altcha');
    expect(lead).not.toHaveProperty('website_url');
    expect(Object.getPrototypeOf(lead)).toBe(Object.prototype);
    expect((lead as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('fixed and server-set fields', () => {
  it('source is always "Website", whatever the client sends', () => {
    expect(normaliseLead({ form: 'enquiry', source: 'Facebook' }, ctx()).source).toBe('Website');
  });

  it('website_slug is the tenant, user_agent the request header, lead_id and form the server values', () => {
    const lead = normaliseLead({ form: 'enquiry', website_slug: 'other-site', user_agent: 'spoofed', lead_id: 'x' }, ctx());
    expect(lead).toMatchObject({ website_slug: 'acme-motors', user_agent: 'Mozilla/5.0 test', lead_id: 'L1', form: 'enquiry' });
  });

  it('lead_status, form_completed and has_files follow the request', () => {
    expect(normaliseLead({ form: 'enquiry' }, ctx({ status: 'Incomplete', hasFiles: true }))).toMatchObject({
      lead_status: 'Incomplete',
      form_completed: false,
      has_files: true,
    });
    expect(normaliseLead({ form: 'enquiry' }, ctx())).toMatchObject({ lead_status: 'Complete', form_completed: true, has_files: false });
  });

  it('category defaults to the form category; a chosen category is kept', () => {
    expect(normaliseLead({ form: 'enquiry' }, ctx()).category).toBe('general');
    expect(normaliseLead({ form: 'enquiry', category: 'Service' }, ctx()).category).toBe('Service');
  });

  it('url is the lead url, else the Referer header', () => {
    expect(normaliseLead({ form: 'enquiry', url: 'https://x.test/cars/1' }, ctx({ referer: 'https://x.test/ref' })).url).toBe('https://x.test/cars/1');
    expect(normaliseLead({ form: 'enquiry' }, ctx({ referer: 'https://x.test/ref' })).url).toBe('https://x.test/ref');
  });
});

describe('dealership_slug', () => {
  it.each([
    ['a dealership of the site is kept', 'acme-north', 'acme-north'],
    ['missing: the first dealership', undefined, 'acme-city'],
    ["another site's dealership: the first dealership", 'rival-motors', 'acme-city'],
  ])('%s', (_, given, expected) => expect(dealershipSlug(given, ctx().site, 'acme-motors')).toBe(expected));

  it('a site without dealerships uses its own slug', () => {
    expect(dealershipSlug('x', {}, 'acme-motors')).toBe('acme-motors');
  });
});

describe('name fallback', () => {
  it.each([
    ['missing name uses first_name', undefined, 'Jane', 'Jane'],
    ['empty name uses first_name', '', 'Jane', 'Jane'],
    ['"undefined undefined" uses first_name', 'undefined undefined', 'Jane', 'Jane'],
    ['a real name is kept', 'Jane Citizen', 'Janet', 'Jane Citizen'],
    ['"undefined" alone is a name as given', 'undefined', 'Jane', 'undefined'],
    ['neither: empty', undefined, undefined, ''],
  ])('%s', (_, name, first, expected) => expect(fallbackName(name, first)).toBe(expected));

  it('applies inside the normaliser', () => {
    expect(normaliseLead({ form: 'enquiry', name: 'undefined undefined', first_name: 'Jane' }, ctx()).name).toBe('Jane');
  });
});

describe('yes/no text fields', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    ['true', 'Yes'],
    ['false', 'No'],
    ['Maybe', 'Maybe'],
  ])('%s -> %s', (value, expected) => expect(yesNo(value)).toBe(expected));

  it('only sites with lead_yes_no_text get Yes/No, and only for the four named fields', () => {
    const input = { form: 'enquiry', 'Ready to sell': true, 'Valuation guide': false, 'Best Finance': true, 'Best Deal': 'true', message: 'true' };
    const on = normaliseLead(input, ctx({ site: { features: { lead_yes_no_text: true } } }));
    expect(on).toMatchObject({ 'Ready to sell': 'Yes', 'Valuation guide': 'No', 'Best Finance': 'Yes', 'Best Deal': 'Yes', message: 'true' });
    const off = normaliseLead(input, ctx());
    expect(off).toMatchObject({ 'Ready to sell': true, 'Valuation guide': false, 'Best Deal': 'true' });
  });
});

describe('visited pages', () => {
  it(`keeps the last ${VISITED_PAGES_CAP} pages`, () => {
    const pages = Array.from({ length: 60 }, (_, i) => `/p${i}`);
    const kept = visitedPages(pages, NOW);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('/p10');
    expect(kept.at(-1)).toBe('/p59');
    expect(visitedPages(pages.slice(0, 50), NOW)).toHaveLength(50);
  });

  it('drops entries visited more than 30 days ago; exactly 30 days is kept', () => {
    const kept = visitedPages(
      [{ url: '/old', at: NOW - TRACKING_WINDOW_MS - 1 }, { url: '/edge', at: NOW - TRACKING_WINDOW_MS }, { url: '/new', at: NOW - DAY }, '/plain'],
      NOW,
    );
    expect(kept).toEqual(['/edge', '/new', '/plain']);
  });

  it('ignores what is not a page and trims', () => {
    expect(visitedPages(['  /a ', '', 3, null, { at: 1 }, { url: '/b' }], NOW)).toEqual(['/a', '/b']);
    expect(visitedPages('not a list', NOW)).toEqual([]);
  });
});

describe('tracking parameters', () => {
  it('keeps only gclid, fbclid, utm_source, utm_medium and utm_campaign', () => {
    const kept = trackingParams({ gclid: 'g', fbclid: 'f', utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_term: 't', other: 'o' }, '', NOW);
    expect(kept).toEqual({ gclid: 'g', fbclid: 'f', utm_source: 's', utm_medium: 'm', utm_campaign: 'c' });
  });

  it('falls back to the page URL query', () => {
    expect(trackingParams(undefined, 'https://x.test/?utm_source=google&gclid=abc&x=1', NOW)).toEqual({ utm_source: 'google', gclid: 'abc' });
    expect(trackingParams({ utm_source: 'fb' }, '/?utm_source=google', NOW)).toEqual({ utm_source: 'fb' });
  });

  it('first-page parameters captured more than 30 days ago are dropped', () => {
    expect(trackingParams({ gclid: 'old', captured_at: NOW - TRACKING_WINDOW_MS - 1 }, '', NOW)).toEqual({});
    expect(trackingParams({ gclid: 'recent', captured_at: NOW - DAY }, '', NOW)).toEqual({ gclid: 'recent' });
  });

  it('are attached by the normaliser as linked_query_params', () => {
    const lead = normaliseLead({ form: 'enquiry', linked_query_params: { fbclid: 'f1', secret: 'x' }, visited_pages: ['/a'] }, ctx());
    expect(lead.linked_query_params).toEqual({ fbclid: 'f1' });
    expect(lead.visited_pages).toEqual(['/a']);
  });
});

describe('vehicle', () => {
  const car = {
    id: 77,
    name: '2022 Mazda CX-5',
    slug: 's',
    make: 'Mazda',
    model: 'CX-5',
    year: 2022,
    status: 'in_stock',
    car_type: 'used',
    show_on_dealer_website: true,
    dealership_id: 1,
    stocknum: 'U123',
    vin: 'JM0KF123',
    price: 31990,
  } as Car;

  it('fills car fields from the stock car and snapshots it', () => {
    const lead = normaliseLead({ form: 'enquiry', car_id: '77' }, ctx({ car }));
    expect(lead).toMatchObject({
      car_id: '77',
      stock_number: 'U123',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      car_type: 'used',
      vehicle_status: 'in_stock',
    });
    expect(lead.vehicle).toMatchObject({ year: 2022, make: 'Mazda', model: 'CX-5', vin: 'JM0KF123', price: 31990, stock_number: 'U123' });
  });

  it('without a car there is no vehicle snapshot', () => {
    expect(normaliseLead({ form: 'enquiry' }, ctx())).not.toHaveProperty('vehicle');
  });

  it("the car's details win over what the visitor sent about it", () => {
    const lead = normaliseLead(
      { form: 'enquiry', car_id: '77', stock_number: 'OTHER', 'Vehicle Make': 'Ferrari', vehicle: { make: 'Ferrari', price: 1 } },
      ctx({ car }),
    );
    expect(lead).toMatchObject({ stock_number: 'U123', 'Vehicle Make': 'Mazda' });
    expect(lead.vehicle).toMatchObject({ make: 'Mazda', price: 31990 });
  });
});
