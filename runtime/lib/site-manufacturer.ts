// A site setting that selects something by name (spec section 3: a manufacturer counts only when
// present and not "null"): the site's manufacturer for offers, search presets and override folders,
// and its dealer group for override folders.

/** The value, trimmed; null when absent, not text, empty or the text "null". */
export function selectorValue(raw: unknown): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  return value === '' || value.toLowerCase() === 'null' ? null : value;
}

/** The site's manufacturer as written, or null (see selectorValue). */
export function siteManufacturer(site: { manufacturer?: unknown }): string | null {
  return selectorValue(site.manufacturer);
}
