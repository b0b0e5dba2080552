import { docsOf, type Check } from '../check';
import { countryOf } from '../jurisdiction';

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
  run({ site, walk, report }) {
    if (countryOf(site) !== 'AU') return;
    for (const s of walk.pageAndOfferTexts) {
      if (isComponentPriceOnly(s.value))
        report({
          locate: s.locate,
          pointer: s.pointer,
          message: `"${s.value.match(COMPONENT)![0]}" is a component price: show the single drive-away price (the total a buyer pays) with it`,
        });
    }
  },
};
export default check;
