import { phoneDisplayFor } from '../../../runtime/lib/phone-display';
import { docsOf, type Check } from '../check';
import { phonesOf } from '../contact-values';
import { replaceStringFix } from '../string-fix';

const check: Check = {
  meta: {
    code: 'phone-display',
    severity: 'warning',
    description: "A site or location phone written in a format the locale's display masks do not produce (`0755504100` for `07 5550 4100`).",
    docs: docsOf('phone-display'),
  },
  run({ site, sources, report }) {
    for (const phone of phonesOf(sources)) {
      const shown = phoneDisplayFor(phone.value, site.locale);
      if (shown === null || shown === phone.value) continue;
      const fix = replaceStringFix(phone.locate, phone.pointer, phone.value, shown);
      report({
        locate: phone.locate,
        pointer: phone.pointer,
        message: `phone "${phone.value}" is written as ${site.locale ?? 'en-AU'} does not write it: "${shown}"`,
        ...(fix ? { fix } : {}),
      });
    }
  },
};
export default check;
