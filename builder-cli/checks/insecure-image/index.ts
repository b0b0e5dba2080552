import { docsOf, type Check } from '../check';
import { replaceStringFix } from '../string-fix';

/** `http://host/...` -> `https://host/...`; null for any other address. */
const httpsOf = (url: string): string | null => (/^http:\/\//i.test(url) ? `https://${url.slice('http://'.length)}` : null);

const check: Check = {
  meta: {
    code: 'insecure-image',
    severity: 'warning',
    description:
      "An image addressed with http://: the site's Content-Security-Policy (upgrade-insecure-requests, img-src https:) makes every browser ask for it over https, so it shows only if its host serves it there.",
    docs: docsOf('insecure-image'),
  },
  run({ walk, report }) {
    for (const image of walk.images) {
      const https = httpsOf(image.url);
      if (https === null) continue;
      const pointer = image.html ? image.pointer : `${image.pointer}/url`;
      // Whether the host serves the picture over https is for a person to check: a suggestion, not --fix.
      const fix = image.html ? undefined : replaceStringFix(image.locate, pointer, image.url, https);
      report({
        locate: image.locate,
        pointer,
        message: `image "${image.url}" is addressed with http://: browsers ask for it over https (the site's security policy), so it shows only if its host serves it there`,
        suggestions: [{ message: `check that ${https} shows the picture, then write that address`, ...(fix ? { fix } : {}) }],
      });
    }
  },
};
export default check;
