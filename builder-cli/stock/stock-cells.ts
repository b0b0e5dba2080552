// A CSV feed's columns are Car fields: each cell is read as car.schema.json types its field.
import carSchema from '../../schemas/car.schema.json';

type SchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

const FIELD_TYPES: Record<string, SchemaType[]> = Object.fromEntries(
  Object.entries((carSchema as { properties: Record<string, { type?: SchemaType | SchemaType[] }> }).properties).map(([name, prop]) => [
    name,
    prop.type === undefined ? [] : Array.isArray(prop.type) ? prop.type : [prop.type],
  ]),
);

/** Car fields, in schema order: the CSV columns. */
export const CAR_FIELDS: readonly string[] = Object.keys(FIELD_TYPES);

type Cell = { ok: true; value: unknown } | { ok: true; omit: true } | { ok: false; message: string };

/**
 * One CSV cell as the Car schema types its column: numbers, booleans, null, JSON arrays and
 * objects. A cell that cannot be read as its type stays text, so the schema check names it.
 */
export function convertCell(field: string, raw: string): Cell {
  const types = FIELD_TYPES[field];
  if (!types) return { ok: true, value: raw };
  const text = raw.trim();
  const nullable = types.includes('null');
  if (text === '') return nullable ? { ok: true, value: null } : { ok: true, omit: true };
  if (/^null$/i.test(text) && nullable) return { ok: true, value: null };
  if (types.includes('array') || types.includes('object')) {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      return { ok: false, message: `cell is not valid JSON: ${(error as Error).message}` };
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    if (types.includes('string')) {
      // id and dealership_id: a plain number is a number, anything else (RB-12, 007) stays text.
      if (/^-?(0|[1-9]\d*)$/.test(text) && Number.isSafeInteger(Number(text))) return { ok: true, value: Number(text) };
      return { ok: true, value: raw };
    }
    const number = text.replace(/^\$/, '').replace(/,(?=\d{3}\b)/g, '');
    if (/^-?\d+(\.\d+)?$/.test(number)) return { ok: true, value: Number(number) };
    return { ok: true, value: raw };
  }
  if (types.includes('boolean')) {
    if (/^(true|yes|y|1)$/i.test(text)) return { ok: true, value: true };
    if (/^(false|no|n|0)$/i.test(text)) return { ok: true, value: false };
    return { ok: true, value: raw };
  }
  return { ok: true, value: raw };
}
