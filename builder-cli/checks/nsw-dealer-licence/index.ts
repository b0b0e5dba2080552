import { docsOf, type Check } from '../check';
import { auStateOf } from '../jurisdiction';

/** True when text carries a dealer licence number ("Dealer Licence MD12345", "DL 12345", "LMCT 1234"). */
export function showsLicenceNumber(text: string): boolean {
  return /\b(?:licen[cs]e|lic\.?|DL|MD|MVDL|LMCT)\b[^0-9]{0,20}\d{3,}/i.test(text);
}

const check: Check = {
  meta: {
    code: 'nsw-dealer-licence',
    severity: 'warning',
    description: "Compliance (NSW): the dealer licence number is not in the footer's legal text, which every page shows.",
    docs: docsOf('nsw-dealer-licence'),
  },
  run({ site, sources, report }) {
    if (auStateOf(site) !== 'NSW') return;
    const legal = (site.layout?.footer as { legal?: unknown } | undefined)?.legal;
    if (typeof legal === 'string' && showsLicenceNumber(legal)) return;
    // The dealer's own site.json, never the template's: the licence is the dealer's to add.
    const own = sources.site.docs[sources.site.docs.length - 1]!;
    const pointer = '/layout/footer/legal';
    report({
      locate: (pointer) => ({ file: own.file, ...own.locate(pointer) }),
      pointer,
      message: `NSW dealers must show their dealer licence number on every page: put it in layout.footer.legal (e.g. "Dealer Licence MD012345")${typeof legal === 'string' && !own.locate(pointer).exact ? " in this site.json; it replaces the template's legal text, so copy that text in too" : ''}`,
    });
  },
};
export default check;
