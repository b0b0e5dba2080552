import { describe, expect, it } from 'vitest';
import { choicesOf, choiceValue, enumOptionsOf, groupChoices } from '../../../runtime/forms/choices';
import { groupCardNumber, maskCardExpiry, maskPhone, parseAmount, parseWholeNumber } from '../../../runtime/forms/masks';
import { coercePrefill, orderedFieldNames, stepDefaults, uiOptionsOf } from '../../../runtime/forms/step-layout';
import { contactOf, prefillFromContact } from '../../../runtime/data/contact-store';
import { prefillFromQuery, type FormRoute } from '../../../runtime/lib/form-routes';
import { matchRoute, type RouteTableInput } from '../../../runtime/lib/route-table';
import { table } from '../../helpers/route-table';
import { successText } from '../../../runtime/app/forms/success-text';
import { isEmailUsHref } from '../../../runtime/app/email-us';

/** The form a route table shows at a path (the form folder's entries), or undefined. */
const formAt = (t: ReturnType<typeof table>, path: string): FormRoute | undefined => {
  const { entry } = matchRoute(t, path);
  return entry.kind === 'form' ? entry.form : undefined;
};

describe('select options', () => {
  it.each([
    [
      'strings',
      { options: ['A', 'B'] },
      undefined,
      [
        { label: 'A', value: 'A' },
        { label: 'B', value: 'B' },
      ],
    ],
    [
      '{name, value, disabled}',
      { options: [{ name: 'Five years', value: '5', disabled: true }] },
      undefined,
      [{ label: 'Five years', value: '5', disabled: true }],
    ],
    ['{name} alone is its value', { options: [{ name: 'Other' }] }, undefined, [{ label: 'Other', value: 'Other' }]],
    ['the schema enum when no list is given', {}, [{ label: '1', value: 1 }], [{ label: '1', value: '1' }]],
    [
      'ui:enumDisabled',
      { enumDisabled: ['b'] },
      [
        { label: 'a', value: 'a' },
        { label: 'b', value: 'b' },
      ],
      [
        { label: 'a', value: 'a' },
        { label: 'b', value: 'b', disabled: true },
      ],
    ],
  ])('%s', (_, ui, enumOptions, expected) => expect(choicesOf(enumOptions, ui)).toEqual(expected));

  it('puts the highlighted values first, in the given order, and leaves the rest in theirs', () => {
    const choices = choicesOf(undefined, { options: ['a', 'b', 'c', 'd'] });
    expect(groupChoices(choices, { highlighted: ['c', 'a', 'x'] })).toEqual({
      highlighted: [
        { label: 'c', value: 'c' },
        { label: 'a', value: 'a' },
      ],
      highlightedLabel: 'Popular',
      rest: [
        { label: 'b', value: 'b' },
        { label: 'd', value: 'd' },
      ],
    });
  });

  it.each([
    [
      'enum',
      { enum: ['x', 'y'] },
      [
        { label: 'x', value: 'x' },
        { label: 'y', value: 'y' },
      ],
    ],
    [
      'oneOf consts with titles',
      { oneOf: [{ const: 1, title: 'One' }, { const: 2 }] },
      [
        { label: 'One', value: 1 },
        { label: '2', value: 2 },
      ],
    ],
    ['an array of enum items', { type: 'array', items: { enum: ['a'] } }, [{ label: 'a', value: 'a' }]],
    ['no options', { type: 'string' }, undefined],
  ])('enumOptionsOf %s', (_, schema, expected) => expect(enumOptionsOf(schema)).toEqual(expected));

  it.each([
    ['', 'string', undefined],
    ['5', 'integer', 5],
    ['x', 'number', undefined],
    ['5', 'string', '5'],
  ])('choiceValue(%j, %s)', (raw, type, expected) => expect(choiceValue(raw, type)).toBe(expected));
});

describe('masks', () => {
  it.each([
    ['AU as typed', '0412345678', '#### ### ###', '0412 345 678'],
    ['AU partly typed', '04123', '#### ### ###', '0412 3'],
    ['deleting back over a space', '0412 ', '#### ### ###', '0412'],
    ['US', '5551234567', '(###) ###-####', '(555) 123-4567'],
    ['international numbers stay as typed', '+64 21 123 4567', '### ### ####', '+64 21 123 4567'],
    ['more digits than the mask stay as typed', '04123456789', '#### ### ###', '04123456789'],
    ['no mask', '0412345678', null, '0412345678'],
  ])('phone: %s', (_, raw, mask, expected) => expect(maskPhone(raw, mask)).toBe(expected));

  it.each([
    [groupCardNumber('4111111111111111'), '4111 1111 1111 1111'],
    [groupCardNumber('4111 1111 1111 1111 999 9'), '4111 1111 1111 1111 999'],
    [maskCardExpiry('0927'), '09/27'],
    [maskCardExpiry('09/2'), '09/2'],
  ])('%s', (got, expected) => expect(got).toBe(expected));

  it.each([
    ['$25,000', 25000],
    ['£25,000', 25000],
    ['25 000.50', 25000.5],
    ['', undefined],
    ['abc', undefined],
  ])('parseAmount(%j)', (raw, expected) => expect(parseAmount(raw)).toBe(expected));

  it.each([
    ['120,000 km', 120000],
    ['', undefined],
  ])('parseWholeNumber(%j)', (raw, expected) => expect(parseWholeNumber(raw)).toBe(expected));
});

describe('step layout (as rjsf lays a step out)', () => {
  it.each([
    ['no order: schema order', undefined, ['a', 'b', 'c']],
    ['ui:order', ['c', 'a', 'b'], ['c', 'a', 'b']],
    ['"*" stands for the rest', ['c', '*'], ['c', 'a', 'b']],
    ['unknown names are ignored, missing ones follow', ['x', 'b'], ['b', 'a', 'c']],
  ])('%s', (_, order, expected) => expect(orderedFieldNames({ a: {}, b: {}, c: {} }, order)).toEqual(expected));

  it('reads every ui:* key as an option, ui:options on top', () => {
    expect(uiOptionsOf({ 'ui:widget': 'phone', 'ui:placeholder': 'x', 'ui:options': { rows: 3, placeholder: 'y' }, other: 1 })).toEqual({
      widget: 'phone',
      placeholder: 'y',
      rows: 3,
    });
  });

  it('takes schema defaults', () => {
    expect(stepDefaults({ schema: { type: 'object', properties: { opt_in: { type: 'boolean', default: true }, name: { type: 'string' } } } })).toEqual({
      opt_in: true,
    });
  });

  it('types a query prefill by the fields it fills, and passes other keys through', () => {
    const steps = [
      {
        schema: {
          type: 'object' as const,
          properties: { budget: { type: 'number' }, year: { type: 'integer' }, ok: { type: 'boolean' }, name: { type: 'string' } },
        },
      },
    ];
    expect(coercePrefill(steps, { budget: '$35,000', year: '2019.6', ok: 'true', name: '5', car_id: '77', junk: undefined })).toEqual({
      budget: 35000,
      year: 2020,
      ok: true,
      name: '5',
      car_id: '77',
      junk: undefined,
    });
    expect(coercePrefill(steps, { budget: 'lots', ok: 'maybe' })).toEqual({});
  });
});

describe('contact details kept for later forms', () => {
  it('keeps name, last_name, email, phone and postcode (name from first_name when missing)', () => {
    expect(contactOf({ first_name: 'Jane', last_name: 'Citizen', email: ' j@x.com ', phone: '0412', postcode: '4000', message: 'no' })).toEqual({
      first_name: 'Jane',
      name: 'Jane',
      last_name: 'Citizen',
      email: 'j@x.com',
      phone: '0412',
      postcode: '4000',
    });
  });

  it.each([
    ['fills empty fields the form has', { name: 'Jane', email: 'j@x.com' }, ['name', 'email'], { email: 'typed@x.com' }, { name: 'Jane' }],
    [
      'a first/last form gets the first name from name when a last name was kept',
      { name: 'Jane', last_name: 'Citizen' },
      ['first_name', 'last_name'],
      {},
      { first_name: 'Jane', last_name: 'Citizen' },
    ],
    ['nothing for fields the form lacks', { postcode: '4000' }, ['name'], {}, {}],
  ])('%s', (_, stored, fields, current, expected) => expect(prefillFromContact(stored, fields, current)).toEqual(expected));
});

describe('form routes (spec section 2)', () => {
  it.each([
    ['/finance', 'finance', 'finance-form'],
    ['/finance-enquiry', 'finance', 'finance-form'],
    ['/apply-for-finance/', 'finance', 'finance-form'],
    ['/trade-in', 'trade-in', 'trade-in-form'],
    ['/cars/trade-in', 'trade-in', 'trade-in-form'],
    ['/book-test-drive', 'test-drive', 'test-drive-form'],
    ['/book-test-drive/', 'test-drive', 'test-drive-form'],
    ['/sell-your-car', 'sell-your-car', 'sell-your-car-form'],
    ['/book-a-service', 'service-booking', 'service-booking-form'],
  ])('%s shows %s', (path, form, anchor) => expect(formAt(table(), path)).toMatchObject({ form, anchor }));

  it('follows the vehicle base path and leaves other paths alone', () => {
    const campers = table({ vehicles: { basePath: '/campers' } as RouteTableInput['site']['vehicles'] });
    expect(formAt(campers, '/campers/trade-in')?.form).toBe('trade-in');
    expect(formAt(campers, '/cars/trade-in')).toBeUndefined();
    expect(formAt(table(), '/financed')).toBeUndefined();
  });

  // /finance-pre-approval: the finance form where allowed, else a redirect to /finance with the
  // query (tests/unit/route-table.test.ts, and the 301 in tests/e2e/forms.test.ts).
  it('serves the finance form at /finance-pre-approval where allowed', () => {
    const allowed = table({ features: { finance_pre_approval: true } as RouteTableInput['site']['features'] });
    expect(formAt(allowed, '/finance-pre-approval')).toMatchObject({ form: 'finance', title: 'Finance Pre-Approval' });
    expect(matchRoute(table(), '/finance-pre-approval').entry).toMatchObject({ kind: 'redirect', to: '/finance' });
  });

  it('prefills finance from its query, the dealership by slug or name', () => {
    const route = formAt(table(), '/finance')!;
    const dealerships = [{ slug: 'sunshine-north', name: 'Sunshine North' }];
    expect(
      prefillFromQuery(route, '?preferredDealership=Sunshine%20North&vehiclePriceBudget=35000&car_id=7&car_type=used&vin=V1&utm_source=x', dealerships),
    ).toEqual({
      preferredDealership: 'Sunshine North',
      dealership_slug: 'sunshine-north',
      vehiclePriceBudget: '35000',
      car_id: '7',
      car_type: 'used',
      vin: 'V1',
    });
    expect(prefillFromQuery(formAt(table(), '/sell-your-car')!, '?car_id=7')).toEqual({});
  });
});

describe('/success wording', () => {
  it.each([
    ['test-drive', 'en-AU', 'Thank you for your test drive booking'],
    ['finance', 'en-AU', 'Thank you for your finance application'],
    ['careers', 'en-AU', 'Thank you for your application'],
    ['general', 'en-AU', 'Thank you for your enquiry'],
    ['general', 'en-US', 'Thank you for your inquiry'],
    [null, 'en-AU', 'Thank you for your enquiry'],
  ])('%s (%s)', (category, locale, heading) => expect(successText(category, locale).heading).toBe(heading));
});

describe('EMAIL US links', () => {
  it.each([
    ['#email-us', true],
    ['/contact#email-us', true],
    ['mailto:a@b.c', false],
    ['/contact', false],
    [null, false],
  ])('%s', (href, expected) => expect(isEmailUsHref(href)).toBe(expected));
});
