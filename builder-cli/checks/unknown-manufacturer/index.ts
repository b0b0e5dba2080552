import { hintFor } from '../../../runtime/lib/text/did-you-mean';
import { docsOf, type Check } from '../check';
import known from './manufacturers.json';

const KNOWN_MANUFACTURERS: readonly string[] = known.manufacturers;

const check: Check = {
  meta: {
    code: 'unknown-manufacturer',
    severity: 'warning',
    description: 'site.json `manufacturer` is not in the list of known manufacturers.',
    docs: docsOf('unknown-manufacturer'),
  },
  run({ site, sources, report }) {
    const value = site.manufacturer;
    // The spec treats a missing manufacturer and the text "null" as not set.
    if (typeof value !== 'string' || value === 'null' || KNOWN_MANUFACTURERS.includes(value)) return;
    const hint = hintFor(value.toLowerCase(), KNOWN_MANUFACTURERS); // a case-only difference is 0 edits
    report({
      locate: sources.site.locate,
      pointer: '/manufacturer',
      message: `unknown manufacturer "${value}"`,
      ...(hint ? { suggestions: [{ message: hint }] } : {}),
    });
  },
};
export default check;
