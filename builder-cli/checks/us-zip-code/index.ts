import { docsOf, type Check } from '../check';
import { postcodesOf } from '../contact-values';

/** A US ZIP code: 5 digits, or ZIP+4 (12345-6789). */
export function isZipCode(value: string): boolean {
  return /^[0-9]{5}(-[0-9]{4})?$/.test(value);
}

const check: Check = {
  meta: {
    code: 'us-zip-code',
    severity: 'warning',
    description: 'Compliance (US): a postcode of an en-US site that is not a ZIP code (12345 or 12345-6789).',
    docs: docsOf('us-zip-code'),
  },
  run({ site, sources, report }) {
    if (site.locale !== 'en-US') return;
    for (const postcode of postcodesOf(sources)) {
      if (!isZipCode(postcode.value))
        report({ locate: postcode.locate, pointer: postcode.pointer, message: `"${postcode.value}" is not a US ZIP code (12345 or 12345-6789)` });
    }
  },
};
export default check;
