// An amount as a visitor types it ("$25,000", "£25,000", "25 000.50"): currency symbols, thousands
// commas and spaces are dropped. One rule for the currency, distance and number fields and the
// finance calculator.

/** The typed amount as a number; undefined when there is none or it does not read as one. */
export function parseAmount(raw: string): number | undefined {
  const cleaned = raw.replace(/[\p{Sc},\s]/gu, '');
  if (cleaned === '') return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}
