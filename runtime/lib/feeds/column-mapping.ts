// A dealer's CSV stock feed read through its column mapping (tenants/<slug>/stock-mapping.json):
// the rule that names each header column as a Car field, used by the import and by its warnings.

/** Feed header -> Car field, or null to drop the column. */
export type ColumnMapping = Readonly<Record<string, string | null>>;

/**
 * The header row's names as Car fields: a column the mapping names is renamed (null: dropped),
 * any other keeps its header. Without a mapping every column keeps its header.
 */
export function mapHeader(header: readonly string[], mapping: ColumnMapping | null): (string | null)[] {
  if (!mapping) return [...header];
  return header.map((name) => (Object.hasOwn(mapping, name) ? mapping[name]! : name));
}
