import { phoneRule, phoneVariantFor, stripPhone, type PhoneVariant } from '../../../runtime/lib/forms/phone';
import { phoneHint } from '../../../runtime/lib/forms/phone-hint';
import { docsOf, type Check } from '../check';
import { phonesOf } from '../contact-values';

// A dealer publishes freephone and local-rate numbers too; the form rules (what a visitor may type
// as their own number) rightly reject them.
const SERVICE_NUMBERS: Partial<Record<PhoneVariant, RegExp>> = {
  au: /^(?:1[38]00[0-9]{6}|13[0-9]{4})$/,
  nz: /^0(?:800|508)[0-9]{6,7}$/,
};

/** A freephone or local-rate number of the country (AU 1300/1800/13, NZ 0800/0508). */
export function isServiceNumber(variant: PhoneVariant, value: string): boolean {
  return SERVICE_NUMBERS[variant]?.test(stripPhone(value)) ?? false;
}

const check: Check = {
  meta: {
    code: 'locale-phone',
    severity: 'error',
    description: "A phone number in site.json or locations.json that the tenant's own locale rejects (it would become a broken tel: link).",
    docs: docsOf('locale-phone'),
  },
  run({ site, sources, report }) {
    // The dealer's own numbers are landlines too: the locale's general rule, not a form's mobile-only variant.
    const variant = phoneVariantFor(site.locale);
    const rule = phoneRule(variant, { testNumber: '' });
    for (const phone of phonesOf(sources)) {
      if (isServiceNumber(variant, phone.value)) continue;
      const result = rule(phone.value);
      if (!result.valid) {
        // The spec's message, then what is wrong in digits ("8 digits after the area code; this has 7").
        const hint = phoneHint(variant, phone.value);
        const message = `phone "${phone.value}" is not valid for ${site.locale}: ${result.message}${hint ? ` ${hint[0]!.toUpperCase()}${hint.slice(1)}.` : ''}`;
        report({ locate: phone.locate, pointer: phone.pointer, message });
      }
    }
  },
};
export default check;
