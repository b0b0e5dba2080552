import { describe, expect, it } from 'vitest';
import { categorySlug, DEFAULT_FORM_STATE, ENQUIRY_TYPES, FORM_EVENTS, FORM_SUBMISSION_EVENT_IDS, formEvent, shouldValidate } from '../../../runtime/lib/forms';

describe('categorySlug (spec section 9)', () => {
  it.each([
    ['demo', 'demo-vehicle-enquiry'],
    ['used', 'used-vehicle-enquiry'],
    ['new', 'new-vehicle-enquiry'],
    ['Used (capitalised) is not used', 'new-vehicle-enquiry'],
    ['', 'new-vehicle-enquiry'],
    [undefined, 'new-vehicle-enquiry'],
    [null, 'new-vehicle-enquiry'],
  ])('%s -> %s', (carType, expected) => expect(categorySlug(carType === 'Used (capitalised) is not used' ? 'Used' : carType)).toBe(expected));
});

describe('enquiry constants', () => {
  it('lists the enquiry types of spec section 9 in order', () => {
    expect(ENQUIRY_TYPES).toEqual(['General', 'Service', 'Parts', 'New Vehicle', 'Used Vehicle', 'Fleet', 'Finance', 'Careers', 'Sell My Car']);
  });

  it('defaults the form state to qld', () => expect(DEFAULT_FORM_STATE).toBe('qld'));

  it('form events: 22 by default, 51 for careers, the enquiry and test-drive ids, all within the form range', () => {
    expect(FORM_EVENTS).toMatchObject({ default: 22, careers: 51, newVehicleEnquiry: 14, usedVehicleEnquiry: 15, testDriveNew: 17, testDriveUsed: 48 });
    for (const id of Object.values(FORM_EVENTS)) expect(FORM_SUBMISSION_EVENT_IDS).toContain(id);
    expect(FORM_SUBMISSION_EVENT_IDS).toHaveLength(22);
    expect(formEvent({})).toBe(22);
    expect(formEvent({ event: 51 })).toBe(51);
  });
});

describe('shouldValidate: on submit, then on change after the first submit, never on keystrokes before it', () => {
  it.each([
    ['change before any submit', 'change', false, false],
    ['submit', 'submit', false, true],
    ['change after a submit', 'change', true, true],
    ['submit again', 'submit', true, true],
  ] as const)('%s', (_, trigger, submitted, expected) => expect(shouldValidate(trigger, submitted)).toBe(expected));
});
