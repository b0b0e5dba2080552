import { describe, expect, it } from 'vitest';
import {
  categorySlug,
  DEFAULT_FORM_STATE,
  ENQUIRY_TYPES,
  FORM_EVENTS,
  FORM_SUBMISSION_EVENT_IDS,
  formEvent,
  isStateSelect,
  shouldValidate,
  stateSelectDefault,
} from '../../../runtime/lib/forms';

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

const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

describe('isStateSelect: a field named state, …State or …_state with options', () => {
  it.each([
    ['regoState', { enum: AU_STATES }, true],
    ['state', { enum: AU_STATES }, true],
    ['vehicle_state', { enum: ['qld', 'nsw'] }, true],
    ['regoState without options', {}, false],
    ['realEstate', { enum: ['yes'] }, false],
    ['statement', { enum: ['a'] }, false],
    ['stateEmpty', { enum: [] }, false],
  ] as const)('%s', (name, schema, expected) => expect(isStateSelect(name.split(' ')[0]!, schema)).toBe(expected));
});

describe('stateSelectDefault: the dealer state, else QLD on an AU site (spec section 9), as the option spells it', () => {
  it.each([
    ['AU site without a state: QLD', AU_STATES, { country: 'AU' }, 'QLD'],
    ['AU dealer in NSW: NSW', AU_STATES, { country: 'AU', state: 'NSW' }, 'NSW'],
    ['the dealer state matched without case', AU_STATES, { country: 'AU', state: 'vic' }, 'VIC'],
    ['lower-case options: qld', ['nsw', 'qld'], { country: 'AU' }, 'qld'],
    ['a dealer state that is no option falls back to QLD', AU_STATES, { country: 'AU', state: 'Canterbury' }, 'QLD'],
    ['AU options without QLD: none', ['NSW', 'VIC'], { country: 'AU' }, undefined],
    ['NZ site: no QLD', AU_STATES, { country: 'NZ', state: 'Canterbury' }, undefined],
    ['US dealer in TX: TX', ['CA', 'TX'], { country: 'US', state: 'TX' }, 'TX'],
    ['US site without a state: none', ['CA', 'QLD'], { country: 'US' }, undefined],
  ] as const)('%s', (_, options, site, expected) => expect(stateSelectDefault(options, site)).toBe(expected));

  it('the constant is the spec value', () => expect(DEFAULT_FORM_STATE).toBe('qld'));
});
