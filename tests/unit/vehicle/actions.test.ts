// buttons.json resolved against one car: order kept, labels defaulted, each kind's rule applied.
import { describe, expect, it } from 'vitest';
import type { ActionButton } from '../../../schemas/types/buttons';
import { DEFAULT_LABELS, financeHref, reserveHref, tradeInHref, vehicleActions, type ActionContext } from '../../../runtime/lib/vehicle/actions';
import type { CarAvailability } from '../../../runtime/lib/vehicle-route';
import { car, storeSite } from './fixtures';
import type { Car } from '../../../schemas/types/car';

const ALL: ActionButton[] = [
  { kind: 'call' },
  { kind: 'reveal-phone' },
  { kind: 'finance' },
  { kind: 'enquire' },
  { kind: 'test-drive', form: 'test-drive-2' },
  { kind: 'trade-in' },
  { kind: 'whatsapp' },
  { kind: 'chat' },
  { kind: 'reserve' },
  { kind: 'history-report' },
  { kind: 'location' },
  { kind: 'custom', label: 'Brochure', href: '/brochure.pdf' },
  { kind: 'payment-methods', methods: ['visa', 'apple-pay', 'visa'] },
];

const ctx = (c: Car = car(), availability: CarAvailability = 'available', site = storeSite): ActionContext => ({
  car: c,
  site,
  availability,
  pageUrl: 'https://sunshine.example/cars/x',
});
const kinds = (buttons: ActionButton[], c?: Car, availability?: CarAvailability) => vehicleActions(buttons, ctx(c, availability)).map((a) => a.kind);

describe('vehicleActions', () => {
  it("keeps buttons.json's order and fills default labels", () => {
    const actions = vehicleActions(ALL, ctx(car({ file: 'https://reports.example/1.pdf' })));
    expect(actions.map((a) => a.kind)).toEqual(ALL.map((b) => b.kind));
    expect(actions.find((a) => a.kind === 'call')!.label).toBe('Call the dealer');
    expect(actions.find((a) => a.kind === 'finance')!.label).toBe('Get Finance');
    expect(actions.find((a) => a.kind === 'trade-in')!.label).toBe('Get Your Valuation');
    expect(actions.find((a) => a.kind === 'custom')!.label).toBe('Brochure');
  });

  it('a button kind buttons.json cannot hold raises the switch-case error (spec section 8)', () => {
    expect(() => vehicleActions([{ kind: 'teleport' } as unknown as ActionButton], ctx())).toThrow(
      'An incorrect option was provided to a switch-case statement',
    );
  });

  it('uses the label and variant buttons.json gives', () => {
    const [action] = vehicleActions([{ kind: 'finance', label: 'Pre-Approved', variant: 'primary' }], ctx());
    expect(action).toMatchObject({ kind: 'finance', label: 'Pre-Approved', variant: 'primary' });
  });

  it('leaves out buttons marked visible: false', () => {
    expect(kinds([{ kind: 'call', visible: false }, { kind: 'enquire' }])).toEqual(['enquire']);
  });

  it('hides the call, reveal and WhatsApp buttons when the car has no phone', () => {
    const noPhone = kinds(ALL, car({ location: { phone: null } }));
    for (const kind of ['call', 'reveal-phone', 'whatsapp']) expect(noPhone).not.toContain(kind);
    expect(kinds([{ kind: 'whatsapp', phone: '0400 111 222' }], car({ location: {} }))).toEqual(['whatsapp']);
  });

  it('shows the history report only when the car has a file', () => {
    expect(kinds([{ kind: 'history-report' }], car({ file: null }))).toEqual([]);
    expect(vehicleActions([{ kind: 'history-report' }], ctx(car({ file: 'https://reports.example/1.pdf' })))[0]).toMatchObject({
      href: 'https://reports.example/1.pdf',
    });
  });

  it('shows reserve only when the reserve rule holds', () => {
    expect(kinds([{ kind: 'reserve' }])).toEqual(['reserve']);
    expect(kinds([{ kind: 'reserve' }], car({ reserved: true }))).toEqual([]);
  });

  it('shows trade-in only when the car is eligible', () => {
    expect(vehicleActions([{ kind: 'trade-in' }], ctx(car({ reserved: true }), 'available', { ...storeSite, autograb: true }))).toEqual([]);
  });

  it('drops a custom button without a target and payment methods without methods', () => {
    expect(kinds([{ kind: 'custom', label: 'Nowhere' }, { kind: 'payment-methods', methods: [] }, { kind: 'payment-methods' }])).toEqual([]);
  });

  it('a sold car keeps only the ways to reach the dealer', () => {
    expect(kinds(ALL, car({ status: 'sold', file: 'x' }), 'sold')).toEqual(['call', 'reveal-phone', 'location']);
  });

  it('resolves each kind to what the page needs', () => {
    const actions = vehicleActions(ALL, ctx());
    expect(actions.find((a) => a.kind === 'reveal-phone')).toMatchObject({ phone: '07 3333 1234', shown: '07 3333 1234', masked: '07 33XX XXXX' });
    expect(actions.find((a) => a.kind === 'enquire')).toMatchObject({ form: 'used-vehicle-enquiry', label: DEFAULT_LABELS.enquire });
    expect(vehicleActions([{ kind: 'enquire' }], ctx(car({ car_type: 'demo' })))[0]).toMatchObject({ form: 'demo-vehicle-enquiry' });
    expect(vehicleActions([{ kind: 'enquire', form: 'enquiry' }, { kind: 'test-drive' }], ctx()).map((a) => 'form' in a && a.form)).toEqual([
      'enquiry',
      'test-drive',
    ]);
    expect(actions.find((a) => a.kind === 'test-drive')).toMatchObject({ form: 'test-drive-2', label: 'Book a Test Drive' });
    expect(actions.find((a) => a.kind === 'location')).toMatchObject({ href: '#vehicle-map' });
    expect(actions.find((a) => a.kind === 'payment-methods')).toMatchObject({
      methods: [
        { id: 'visa', name: 'Visa' },
        { id: 'apple-pay', name: 'Apple Pay' },
      ],
    });
    expect(actions.find((a) => a.kind === 'chat')).toMatchObject({ form: 'used-vehicle-enquiry', formTitle: 'Enquire now' });
    expect(actions.find((a) => a.kind === 'whatsapp')).toMatchObject({ href: expect.stringMatching(/^https:\/\/wa\.me\/61733331234\?text=/) });
    expect(actions.find((a) => a.kind === 'reserve')).toMatchObject({ href: '/cars/2024-mazda-cx-5-g25-maxx-sport-1001/checkout' });
  });
});

describe('links', () => {
  it('finance carries the car as the spec lists it', () => {
    expect(financeHref(car())).toBe('/finance?car_id=1001&car_type=used&vin=JM0KF4W7A00123456&vehiclePriceBudget=36990#finance-form');
    expect(financeHref(car({ vin: null, price: null }))).toBe('/finance?car_id=1001&car_type=used&vin=&vehiclePriceBudget=#finance-form');
  });
  it('trade-in is /cars/trade-in?car_id= under the base path', () => {
    expect(tradeInHref(car(), '/cars')).toBe('/cars/trade-in?car_id=1001');
    expect(tradeInHref(car(), '/campers/')).toBe('/campers/trade-in?car_id=1001');
  });
  it('reserve goes to checkout, or to the template buttons.json names', () => {
    expect(reserveHref(car(), '/motorcycles')).toBe('/motorcycles/2024-mazda-cx-5-g25-maxx-sport-1001/checkout');
    expect(reserveHref(car(), '/cars', '/cars/{slug}/buy-online')).toBe('/cars/2024-mazda-cx-5-g25-maxx-sport-1001/buy-online');
  });
});
