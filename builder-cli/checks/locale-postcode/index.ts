import { postcodeRuleFor, postcodeVariantFor } from '../../../runtime/lib/forms/postcode';
import { docsOf, type Check } from '../check';
import { postcodesOf } from '../contact-values';

const check: Check = {
  meta: {
    code: 'locale-postcode',
    severity: 'error',
    description: "A postcode in site.json or locations.json that the site's locale rejects: AU and NZ 4 digits, UK postcodes (US ZIP codes: us-zip-code).",
    docs: docsOf('locale-postcode'),
  },
  run({ site, sources, report }) {
    const variant = postcodeVariantFor(site.locale);
    if (variant === 'us') return; // us-zip-code's, which also takes a ZIP+4
    const rule = postcodeRuleFor(variant);
    for (const postcode of postcodesOf(sources)) {
      const result = rule(postcode.value);
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
