// Shapes of the analytics and ad event bodies.
import { describe, expect, it } from 'vitest';
import { parseAdEvent, parseAnalyticsEvent } from '../../../server/events/analytics-event';
import { HttpError } from '../../../server/http/http-error';

describe('parseAnalyticsEvent', () => {
  it('reads the spec fields and fills what is missing', () => {
    expect(parseAnalyticsEvent({ event: { category: 25, url: '/cars/x', anon_id: 'device_abcdefghij', session_id: 'session_abcdefghij' } })).toEqual({
      website_slug: '',
      url: '/cars/x',
      category: 25,
      lead_id: null,
      anon_id: 'device_abcdefghij',
      session_id: 'session_abcdefghij',
      error_message: '',
      event_properties: {},
    });
  });

  it.each([
    ['no event', {}],
    ['event not an object', { event: 'x' }],
    ['no category', { event: {} }],
    ['url not a string', { event: { category: 1, url: 5 } }],
    ['properties not an object', { event: { category: 1, event_properties: [1] } }],
    ['lead_id an object', { event: { category: 1, lead_id: {} } }],
  ])('400 for %s', (_, body) => {
    expect(() => parseAnalyticsEvent(body)).toThrow(HttpError);
  });
});

describe('parseAdEvent', () => {
  it('accepts the event at the top level or under event', () => {
    const e = { event_name: 'Lead', event_id: 22, unique_event_id: '22_1_2', user_data: { em: 'hash' } };
    expect(parseAdEvent(e)).toMatchObject({ event_name: 'Lead', event_id: 22 });
    expect(parseAdEvent({ event: e })).toMatchObject({ unique_event_id: '22_1_2' });
  });

  it.each([
    ['no name', { event_id: 1, unique_event_id: 'u' }],
    ['no unique id', { event_name: 'Lead', event_id: 1 }],
    ['user_data a string', { event_name: 'Lead', event_id: 1, unique_event_id: 'u', user_data: 'x' }],
  ])('400 for %s', (_, body) => expect(() => parseAdEvent(body)).toThrow(HttpError));
});
