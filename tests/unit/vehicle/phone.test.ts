import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyMask, phoneMask } from '../../../runtime/lib/forms/phone';
import { MISSING_PHONE_WARNING, carPhone, displayPhone, maskPhone, whatsappHref, whatsappNumber } from '../../../runtime/lib/vehicle/phone';
import { car } from './fixtures';

afterEach(() => vi.restoreAllMocks());

describe('displayPhone', () => {
  it.each([
    ['8 digits group 2-3-3', '33331234', 'en-AU', '33 331 234'],
    ['8 digits with spaces still group 2-3-3', '3333 1234', 'en-AU', '33 331 234'],
    ['9 digits are shown as given', '333312345', 'en-AU', '333312345'],
    ['bare AU digits take #### ### ###', '0412345678', 'en-AU', '0412 345 678'],
    ['bare NZ digits take ### ### ####', '0211234567', 'en-NZ', '021 123 4567'],
    ['bare US digits take (###) ###-####', '8175550142', 'en-US', '(817) 555-0142'],
    ['a number the dealer formatted stays as written', '07 5550 4100', 'en-AU', '07 5550 4100'],
    ['a formatted US number stays', '(817) 555-0142', 'en-US', '(817) 555-0142'],
    ['surrounding spaces go', '  03 348 1200 ', 'en-NZ', '03 348 1200'],
  ])('%s', (_, phone, locale, expected) => expect(displayPhone(phone, locale)).toBe(expected));

  it.each(['en-AU', 'en-NZ', 'en-US'])('uses the same %s mask as the form inputs', (locale) => {
    expect(displayPhone('0123456789', locale)).toBe(applyMask('0123456789', phoneMask(locale)));
  });
});

describe('maskPhone', () => {
  it.each([
    ['07 5550 4100', '07 55XX XXXX'],
    ['(817) 555-0142', '(817) XXX-XXXX'],
    ['0412 345 678', '0412 XXX XXX'],
    ['1234', '1234'],
  ])('%s shows its first 5 characters', (shown, masked) => {
    expect(maskPhone(shown)).toBe(masked);
    expect(maskPhone(shown).slice(0, 5)).toBe(shown.slice(0, 5));
  });
});

describe('carPhone', () => {
  it("is the car's location phone, trimmed", () => expect(carPhone(car({ location: { phone: ' 07 3333 1234 ' } }))).toBe('07 3333 1234'));
  it.each([
    ['no location', car({ location: undefined })],
    ['no phone', car({ location: { name: 'Yard' } })],
    ['null phone', car({ location: { phone: null } })],
    ['blank phone', car({ location: { phone: '   ' } })],
  ])('is null with %s', (_, c) => expect(carPhone(c)).toBeNull());
  it('the warning text is the spec’s', () => expect(MISSING_PHONE_WARNING).toBe('No phone number available for car'));
});

describe('WhatsApp', () => {
  it.each([
    ['0412 345 678', 'en-AU', '61412345678'],
    ['021 123 4567', 'en-NZ', '64211234567'],
    ['(817) 555-0142', 'en-US', '18175550142'],
    ['+64 21 123 4567', 'en-AU', '64211234567'],
  ])('%s (%s) is %s', (phone, locale, expected) => expect(whatsappNumber(phone, locale)).toBe(expected));
  it('links to wa.me with the message', () => {
    expect(whatsappHref('0412 345 678', 'en-AU', 'Hi & hello')).toBe('https://wa.me/61412345678?text=Hi%20%26%20hello');
  });
});
