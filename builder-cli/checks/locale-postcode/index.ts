import { postcodeRule } from '../../../runtime/lib/forms/field-rules';
import { docsOf, type Check } from '../check';
import { postcodesOf } from '../contact-values';

const check: Check = {
  meta: {
    code: 'locale-postcode',
    severity: 'error',
    description: 'An Australian or New Zealand postcode in site.json or locations.json that is not 4 digits (US ZIP codes: us-zip-code).',
    docs: docsOf('locale-postcode'),
  },
  run({ site, sources, report }) {
    if (site.locale !== 'en-AU' && site.locale !== 'en-NZ') return;
    for (const postcode of postcodesOf(sources)) {
      const result = postcodeRule(postcode.value);
      if (!result.valid)
        report({
          locate: postcode.locate,
          pointer: postcode.pointer,
          message: `postcode "${postcode.value}" is not valid for ${site.locale}: ${result.message}`,
        });
    }
  },
};
export default check;
