// Pure parts of the lead service: the idempotency fingerprint and the stock car of a lead.
import { describe, expect, it } from 'vitest';
import { carOfLead } from '../../../server/leads/lead-car';
import { leadStatusOf } from '../../../server/leads/lead-status';
import { submissionFingerprint } from '../../../server/leads/submission-fingerprint';
import type { StepSchema } from '../../../runtime/lib/forms/field-schema';
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

describe('carOfLead with a visibility test (issue 10 item 8)', () => {
  const stock = [
    { id: 1, stocknum: 'S1', vin: 'V1', hidden: true },
    { id: 2, stocknum: 'S2', vin: 'V2' },
  ] as unknown as Car[];
  const visible = (c: Car) => !(c as unknown as { hidden?: boolean }).hidden;
  it.each([
    ['a hidden car by id is unknown', { car_id: 1 }, undefined],
    ['a hidden car by stock number is unknown', { stock_number: 'S1' }, undefined],
    ['a hidden car by VIN is unknown', { vin: 'V1' }, undefined],
    ['a visible car is found', { car_id: '2' }, 2],
  ])('%s', (_, lead, id) => expect(carOfLead(stock, lead, visible)?.id).toBe(id));
});

describe('leadStatusOf: the server decides from the step (issue 10 item 4)', () => {
  const step = (props: Record<string, unknown> = { a: {} }) => ({ type: 'object', properties: props }) as unknown as StepSchema;
  const three = [step(), step(), step()];
  it.each<[string, Record<string, unknown>, StepSchema[], 'Complete' | 'Incomplete']>([
    ['a client lead_status Incomplete on a one-step form is Complete', { lead_status: 'Incomplete' }, [step()], 'Complete'],
    ['form_completed false on a one-step form is Complete', { form_completed: false, step_number: 1 }, [step()], 'Complete'],
    ['lead_status Incomplete without form_completed is Complete', { lead_status: 'Incomplete', step_number: 1 }, three, 'Complete'],
    ['step 1 of 3 is Incomplete', { form_completed: false, step_number: 1 }, three, 'Incomplete'],
    ['step 2 of 3 is Incomplete', { form_completed: false, step_number: 2 }, three, 'Incomplete'],
    ['the last step is Complete whatever the client says', { form_completed: false, step_number: 3 }, three, 'Complete'],
    ['form_completed true is the final submit', { form_completed: true, step_number: 1 }, three, 'Complete'],
  ])('%s', (_, input, steps, expected) => expect(leadStatusOf(input, steps)).toBe(expected));
});
