import { describe, expect, it } from 'vitest';
import { eventBodies } from '../../../runtime/data/event-send';
import { feedVehicleId } from '../../../runtime/lib/feeds/feed-car';

describe('eventBodies: what the browser sends for one tracked event', () => {
  const ids = { anon: 'device_abcdefghij', session: 'session_abcdefghij' };
  const { analytics, ad } = eventBodies(
    { id: 25, category: 'click_to_call', properties: { href: 'tel:0755500100', lead_id: 'L1' } },
    { slug: 'acme' },
    ids,
    'https://acme.example/cars/x',
    1_700_000_000_000,
    0.5,
  );

  it('the analytics event has every field of spec section 3, the event id as category', () => {
    expect(analytics).toEqual({
      event: {
        website_slug: 'acme',
        url: 'https://acme.example/cars/x',
        category: 25,
        lead_id: 'L1',
        anon_id: 'device_abcdefghij',
        session_id: 'session_abcdefghij',
        error_message: null,
        event_properties: { href: 'tel:0755500100', lead_id: 'L1' },
      },
    });
  });

  it('the ad event carries a unique id of event id, timestamp and a random number', () => {
    expect(ad.event_name).toBe('click_to_call');
    expect(ad.event_id).toBe(25);
    expect(ad.unique_event_id).toMatch(/^25_1700000000000_\d+$/);
  });

  it('an event about a car carries content_ids equal to the feeds\' vehicle_id and content_type "vehicle"', () => {
    const car = eventBodies({ id: 39, properties: { car_id: 11010001 } }, { slug: 'acme' }, ids, 'https://acme.example/cars/x', 1, 0.5);
    expect(car.ad.content).toEqual({ car_id: 11010001, content_ids: [feedVehicleId({ id: 11010001 })], content_type: 'vehicle' });
    expect(car.ad.content).toMatchObject({ content_ids: ['11010001'] });
    expect(ad.content).toEqual({ href: 'tel:0755500100', lead_id: 'L1' });
  });
});
