import type { Locator } from '../../server/tenants/ajv-problems';
import { docsOf, type Check } from './check';
import { countryOf } from './jurisdiction';
import { stringsOf } from './walk';

const PRICE = String.raw`\$\s?\d[\d,]*(?:\.\d{2})?`;
const COMPONENT = new RegExp(
  `${PRICE}\\s*(?:\\+|plus|excl(?:\\.|uding)?|ex\\.?|before)\\s*(?:orc\\b|on[- ]?road costs|on[- ]?roads?\\b|government charges|stamp duty|dealer delivery|registration|rego\\b)`,
  'i',
);
const DRIVE_AWAY = /drive[- ]?away/i;

/** True when text shows a component price ("$29,990 + ORC") without stating a drive-away price. */
export function isComponentPriceOnly(text: string): boolean {
  return COMPONENT.test(text) && !DRIVE_AWAY.test(text);
}

const check: Check = {
  meta: {
    code: 'au-drive-away-price',
    severity: 'warning',
    description: 'Compliance (AU): a price shown plus on-road costs or other charges, without the single drive-away price.',
    docs: docsOf('au-drive-away-price'),
  },
  run({ site, sources, report }) {
    if (countryOf(site) !== 'AU') return;
    const scan = (data: unknown, prefix: string[], locate: Locator) => {
      for (const s of stringsOf(data, prefix)) {
        if (isComponentPriceOnly(s.value))
          report({
            locate,
            pointer: s.pointer,
            message: `"${s.value.match(COMPONENT)![0]}" is a component price: show the single drive-away price (the total a buyer pays) with it`,
          });
      }
    };
    for (const doc of sources.pages.values()) scan((doc.data as { blocks?: unknown }).blocks, ['blocks'], doc.locate);
    const offers = sources.collections.offers;
    if (offers) scan((offers.data as { offers?: unknown }).offers, ['offers'], offers.locate);
  },
};
export default check;
