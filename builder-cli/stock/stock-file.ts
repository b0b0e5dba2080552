// Writing stock.json: stable, readable formatting (one line per small object) and an atomic
// replace, so a running server never reads a half-written file.
import { randomBytes } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const INLINE_WIDTH = 110;

/**
 * JSON with two-space indentation where objects and arrays that fit in INLINE_WIDTH characters
 * (below the car level) stay on one line. Parses back to exactly the same value.
 */
export function formatStockJson(value: unknown): string {
  return format(value, '', 0) + '\n';
}

function format(value: unknown, indent: string, depth: number): string {
  const compact = JSON.stringify(value);
  if (value === null || typeof value !== 'object') return compact;
  if (depth >= 3 && compact.length + indent.length <= INLINE_WIDTH) return spaced(value);
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + format(v, inner, depth + 1)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner, depth + 1)}`).join(',\n')}\n${indent}}`;
}

/** One-line JSON with a space after colons and commas, like the pretty-printed parts. */
function spaced(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(spaced).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${spaced(v)}`).join(', ')} }` : '{}';
}

/** Writes a temporary file beside `file` and renames it over `file`. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, 'utf8');
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
