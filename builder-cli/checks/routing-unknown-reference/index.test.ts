import { describe, expect, it } from 'vitest';
import { lint } from '../../../tests/helpers/lint-fixture';

const hook = [{ kind: 'webhook', url: 'https://crm.example/leads' }];
const routing = (when: unknown) =>
  JSON.stringify(
    {
      schemaVersion: 1,
      rules: [
        { id: 'r', when, destinations: hook },
        { id: 'default', default: true, destinations: hook },
      ],
    },
    null,
    2,
  );

describe('routing-unknown-reference', () => {
  it.each([
    ['a location by slug, a category by name', { location: ['acme-motors-sales'], category: ['New Vehicle'] }],
    ['a location by id, a car location, a form', { location: [1], car_location: ['1'], form: ['enquiry'] }],
  ])('passes %s', async (_, when) => {
    expect((await lint({ 'acme/lead-routing.json': routing(when) })).lines('routing-unknown-reference')).toEqual([]);
  });

  it('reports an unknown location, category and form, each at its value', async () => {
    const { lines } = await lint({ 'acme/lead-routing.json': routing({ location: ['north-yard'], car_location: [7], category: ['Boats'], form: ['nope'] }) });
    expect(lines('routing-unknown-reference')).toEqual([
      expect.stringMatching(
        /^acme\/lead-routing\.json:\d+:\d+ error routing-unknown-reference \/rules\/0\/when\/location\/0 no location has the id or slug "north-yard" in locations\.json \(known: acme-motors-sales\)$/,
      ),
      expect.stringMatching(/\/rules\/0\/when\/car_location\/0 no location has the id or slug 7 in locations\.json/),
      expect.stringMatching(/\/rules\/0\/when\/category\/0 no enquiry category "Boats": use an enquiry type \(General, Service/),
      expect.stringMatching(/\/rules\/0\/when\/form\/0 no form "nope" in forms\/ \(known: enquiry\)$/),
    ]);
  });
});
