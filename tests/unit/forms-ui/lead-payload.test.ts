import { describe, expect, it } from 'vitest';
import { buildLeadPayload, locationIdFor, type LeadPayloadInput } from '../../../runtime/forms/lead-payload';
import { leadEndpoint, sendLead } from '../../../runtime/forms/lead-client';
import type { Car } from '../../../schemas/types/car';
import { locations } from './fixtures';

const car = {
  id: 5,
  name: '2022 Ford Everest',
  slug: 'ford-everest-5',
  make: 'Ford',
  model: 'Everest',
  year: 2022,
  status: 'in_stock',
  car_type: 'demo',
  stocknum: 'D5',
  vin: 'VIN5',
  dealership_id: 1,
  dealership_slug: 'sunshine-motors',
  show_on_dealer_website: true,
  location: { slug: 'sunshine-sales' },
} as Car;

const input = (over: Partial<LeadPayloadInput> = {}): LeadPayloadInput => ({
  formName: 'enquiry',
  category: 'general',
  siteSlug: 'sunshine-motors',
  data: { name: 'Jane', message: 'Hi' },
  url: 'https://sunshine.example/cars/ford-everest-5',
  tracking: { visited_pages: [{ url: '/', at: 1 }], linked_query_params: { gclid: 'g', captured_at: 1 } },
  plan: { kind: 'create', status: 'Complete' },
  stepNumber: 1,
  skippedSteps: [],
  leadId: null,
  ...over,
});

describe('lead payload (spec section 3)', () => {
  it('is the form data plus form, category, site, page, tracking, status and the honeypot', () => {
    expect(buildLeadPayload(input())).toEqual({
      name: 'Jane',
      message: 'Hi',
      form: 'enquiry',
      category: 'general',
      website_slug: 'sunshine-motors',
      url: 'https://sunshine.example/cars/ford-everest-5',
      page_id: '',
      visited_pages: [{ url: '/', at: 1 }],
      linked_query_params: { gclid: 'g', captured_at: 1 },
      lead_status: 'Complete',
      form_completed: true,
      step_number: 1,
      skipped_steps: [],
      website_url: '',
    });
  });

  it('carries the id of the page the form is on (page_id, spec section 3)', () => {
    expect(buildLeadPayload(input({ pageId: 'contact-us' }))).toMatchObject({ page_id: 'contact-us', url: 'https://sunshine.example/cars/ford-everest-5' });
  });

  it('carries the car, its location, the lead id and the captcha; the visitor chosen category wins', () => {
    const lead = buildLeadPayload(
      input({
        car,
        locations,
        leadId: 'L1',
        captcha: 'pay',
        data: { category: 'Service' },
        plan: { kind: 'update', status: 'Incomplete' },
        stepNumber: 2,
        skippedSteps: [3],
      }),
    );
    expect(lead).toMatchObject({
      car_id: '5',
      stock_number: 'D5',
      'Vehicle Make': 'Ford',
      'Vehicle Model': 'Everest',
      car_type: 'demo',
      vehicle_status: 'in_stock',
      vin: 'VIN5',
      dealership_slug: 'sunshine-motors',
      location_id: 1,
      lead_id: 'L1',
      altcha: 'pay',
      category: 'Service',
      lead_status: 'Incomplete',
      form_completed: false,
      step_number: 2,
      skipped_steps: [3],
    });
  });

  it.each([
    ['the chosen location by name', { location: 'Sunshine Service' }, undefined, 2],
    ['by slug', { location: 'sunshine-sales' }, undefined, 1],
    ['the car location when none is chosen', {}, car, 1],
    ['an explicit location_id', { location_id: 9 }, car, 9],
    ['nothing to go by', {}, undefined, undefined],
  ])('location_id: %s', (_, data, forCar, expected) => expect(locationIdFor(data, locations, forCar)).toBe(expected));
});

describe('lead requests', () => {
  it.each([
    ['create', { leadId: null }, { method: 'POST', url: '/api/leads' }],
    ['update', { leadId: 'a/b' }, { method: 'PUT', url: '/api/leads/a%2Fb' }],
    [
      'with files, create or update',
      { leadId: 'L1', files: [{ field: 'photos', file: new File(['x'], 'x.jpg') }] },
      { method: 'POST', url: '/api/leads/with-files' },
    ],
  ])('%s', (_, req, expected) => expect(leadEndpoint(req)).toEqual(expected));

  it('sends files as multipart with the lead JSON and each file under its field name', async () => {
    let body: FormData | undefined;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      body = init.body as FormData;
      expect((init.headers as Record<string, string>)['Content-Type'], 'the browser sets the multipart boundary').toBeUndefined();
      return new Response(JSON.stringify({ id: 'F1' }), { status: 201 });
    }) as unknown as typeof fetch;
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    expect(await sendLead({ lead: { form: 'careers' }, leadId: null, files: [{ field: 'resume', file }], idempotencyKey: 'k' }, fetchImpl)).toEqual({
      ok: true,
      id: 'F1',
    });
    expect(JSON.parse(body!.get('lead') as string)).toEqual({ lead: { form: 'careers' } });
    expect((body!.get('resume') as File).name).toBe('cv.pdf');
  });

  it.each([
    [
      'a 422 with fields',
      422,
      { error: 'Please check the highlighted fields.', fields: { email: 'invalid email address', bad: 3 } },
      { ok: false, status: 422, message: 'Please check the highlighted fields.', fields: { email: 'invalid email address' } },
    ],
    ['a 201 without an id', 201, {}, { ok: false, status: 201, message: null, fields: {} }],
    ['a 500 that is not JSON', 500, undefined, { ok: false, status: 500, message: null, fields: {} }],
  ])('reads %s', async (_, status, body, expected) => {
    const fetchImpl = (async () => new Response(body === undefined ? 'oops' : JSON.stringify(body), { status })) as unknown as typeof fetch;
    expect(await sendLead({ lead: {}, leadId: null, idempotencyKey: 'k' }, fetchImpl)).toEqual(expected);
  });
});
