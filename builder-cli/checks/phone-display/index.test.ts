import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';
import { phoneDisplayFor } from '../../../runtime/lib/phone-display';

const withPhone = (phone: string, locale = 'en-AU') => ({ 'acme/site.json': (s: Record<string, unknown>) => ({ ...s, phone, locale }) });

describe('phoneDisplayFor', () => {
  it.each([
    ['an AU landline', '0733334444', 'en-AU', '07 3333 4444'],
    ['an AU mobile', '0412 345678', 'en-AU', '0412 345 678'],
    ['an AU 1300 number', '1300555123', 'en-AU', '1300 555 123'],
    ['an AU 13 number', '131313', 'en-AU', '13 13 13'],
    ['an international number is shown as written', '+61 7 3333 4444', 'en-AU', null],
    ['an NZ landline', '033481200', 'en-NZ', '03 348 1200'],
    ['an NZ freephone', '0800548945', 'en-NZ', '0800 548 945'],
    ['an NZ mobile', '0211234567', 'en-NZ', '021 123 4567'],
    ['a US number', '817-555-0142', 'en-US', '(817) 555-0142'],
  ])('%s', (_, phone, locale, expected) => {
    expect(phoneDisplayFor(phone, locale)).toBe(expected);
  });
});

describe('phone-display', () => {
  it.each([
    ['07 3333 4444', 'en-AU'],
    ['+61 7 3333 4444', 'en-AU'],
    ['03 348 1200', 'en-NZ'],
    ['(817) 555-0142', 'en-US'],
  ])('passes %s for %s', async (phone, locale) => {
    expect((await lint(withPhone(phone, locale))).lines('phone-display')).toEqual([]);
  });

  it('reports a site phone written as the mask does not, with a fix that writes it as the locale does', async () => {
    const { lines, problems } = await lint(withPhone('0733334444'));
    expect(lines('phone-display')).toEqual([
      expect.stringMatching(offense('acme/site.json', 'warning phone-display /phone phone "0733334444" is written as en-AU does not write it: "07 3333 4444"')),
    ]);
    expect(problems.find((p) => p.code === 'phone-display')?.fix?.edits).toEqual([expect.objectContaining({ text: '"07 3333 4444"' })]);
  });

  it("checks a location's landline, in locations.json", async () => {
    const { lines } = await lint({
      'acme/locations.json': (d) => ({
        ...d,
        locations: [{ ...d.locations[0], contact_detail: { ...d.locations[0].contact_detail, landline_phone: '07-3333-4445' } }],
      }),
    });
    expect(lines('phone-display')).toEqual([
      expect.stringMatching(
        offense(
          'acme/locations.json',
          'warning phone-display /locations/0/contact_detail/landline_phone phone "07-3333-4445" is written as en-AU does not write it: "07 3333 4445"',
        ),
      ),
    ]);
  });
});
