import { describe, expect, it } from 'vitest';
import { lint, offense, type Edits } from '../../../tests/helpers/lint-fixture';

const perLocation: Edits = { 'acme/site.json': (d) => ({ ...d, features: { ...d.features, service_booking_per_location: true } }) };
const serviceLocation: Edits = {
  'acme/locations.json': (d) => ({
    ...d,
    locations: [...d.locations, { ...d.locations[0], id: 2, name: 'Acme Motors Service', slug: 'acme-motors-service', location_type: 'service' }],
  }),
};
const serviceForm: Edits = {
  'acme/forms/service-booking.json': JSON.stringify({
    schemaVersion: 1,
    category: 'service',
    steps: [{ title: 'Book a Service', schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', title: 'Name' } } } }],
  }),
};

describe('service-booking-form', () => {
  it('warns when per-location booking is on and a service location has a button but the site has no service-booking form', async () => {
    expect((await lint({ ...perLocation, ...serviceLocation })).lines('service-booking-form')).toEqual([
      expect.stringMatching(
        offense(
          'acme/site.json',
          'warning service-booking-form /features/service_booking_per_location features.service_booking_per_location is on, but the site has no service-booking form: ' +
            '/book-a-service-acme-motors would answer 404, so the Book a Service button of its service location leads nowhere: ' +
            'add tenants/acme/forms/service-booking.json (or extend a template that has one), or turn the feature off',
        ),
      ),
    ]);
  });

  it('passes with the form, with the feature off, and with no service location', async () => {
    expect((await lint({ ...perLocation, ...serviceLocation, ...serviceForm })).lines('service-booking-form')).toEqual([]);
    expect((await lint(serviceLocation)).lines('service-booking-form')).toEqual([]);
    expect((await lint(perLocation)).lines('service-booking-form')).toEqual([]);
  });
});
