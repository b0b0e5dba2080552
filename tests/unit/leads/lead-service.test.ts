// Pure parts of the lead service: the idempotency fingerprint and the stock car of a lead.
import { describe, expect, it } from 'vitest';
import { carOfLead, submissionFingerprint } from '../../../server/leads/lead-service';
import type { Car } from '../../../schemas/types/car';

describe('submissionFingerprint', () => {
  const base = { form: 'enquiry', name: 'Jane', email: 'j@x.co', opt_in: true };

  it('ignores page, tracking, captcha and honeypot, and key order', () => {
    const a = submissionFingerprint({ ...base, url: '/a', visited_pages: ['/'], altcha: 'x', website_url: '' });
    const b = submissionFingerprint({ opt_in: true, email: 'j@x.co', name: 'Jane', form: 'enquiry', url: '/b', linked_query_params: { gclid: 'g' } });
    expect(a).toBe(b);
  });

  it('changes with anything the visitor entered', () => {
    expect(submissionFingerprint({ ...base, name: 'Janet' })).not.toBe(submissionFingerprint(base));
    expect(submissionFingerprint({ ...base, opt_in: false })).not.toBe(submissionFingerprint(base));
    expect(submissionFingerprint({ ...base, message: 'hi' })).not.toBe(submissionFingerprint(base));
  });
});

describe('carOfLead', () => {
  const stock = [
    { id: 1, stocknum: 'S1', vin: 'V1' },
    { id: '2', stocknum: 'S2', vin: 'V2' },
  ] as unknown as Car[];
  it.each([
    ['car_id as text matches a numeric id', { car_id: '1' }, 1],
    ['car_id as a number matches a text id', { car_id: 2 }, '2'],
    ['stock number when there is no car_id', { stock_number: 'S2' }, '2'],
    ['VIN last', { vin: 'V1' }, 1],
    ['an unknown car_id does not fall back to other keys', { car_id: '9', stock_number: 'S1' }, undefined],
    ['nothing named', {}, undefined],
  ])('%s', (_, lead, id) => expect(carOfLead(stock, lead)?.id).toBe(id));
});
