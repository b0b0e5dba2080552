// Names as the spec (section 9) shows them: plural body names and manufacturer display names.

// The irregular plurals the spec names; matching keeps the written case of the word's head.
const PLURALS: ReadonlyArray<[RegExp, string]> = [
  [/^(.*\b)(bus)$/i, '$1$2es'],
  [/^(.*\b)(hatch)$/i, '$1$2es'],
  [/^(.*\b)(SUV)$/, '$1$2s'],
  [/^(.*\b)(suv)$/i, '$1$2s'],
  [/^(.*\b)(utilit)y$/i, '$1$2ies'],
];

/** "Bus" -> "Buses", "Hatch" -> "Hatches", "SUV" -> "SUVs", "Utility" -> "Utilities"; others gain an s unless they end in one. */
export function pluralBodyName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return trimmed;
  for (const [pattern, replacement] of PLURALS) if (pattern.test(trimmed)) return trimmed.replace(pattern, replacement);
  if (/s$/i.test(trimmed)) return trimmed;
  return `${trimmed}s`;
}

const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  skoda: 'Škoda',
  'chery nz': 'Chery',
};

/** skoda shows as Škoda, chery nz as Chery; any other manufacturer text is shown unchanged. */
export function manufacturerDisplayName(manufacturer: string): string {
  const key = manufacturer.trim().toLowerCase();
  return Object.hasOwn(DISPLAY_NAMES, key) ? DISPLAY_NAMES[key]! : manufacturer;
}
