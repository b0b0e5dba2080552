// `{{site.<path>}}` tokens in page text and navigation, filled from the merged site at load.
import { toPointer } from './json-document';

const TOKEN = /\{\{\s*site\.([A-Za-z0-9_.]+)\s*\}\}/g;

interface UnknownToken {
  pointer: string;
  token: string;
}

function lookup(site: unknown, path: string): string | undefined {
  let value: unknown = site;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Replaces tokens in every string below `value` in place; returns the tokens that name nothing. */
export function fillTokens(value: unknown, site: unknown, at: (string | number)[] = []): UnknownToken[] {
  const unknown: UnknownToken[] = [];
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const container = value as Record<string | number, unknown>;
    for (const key of Object.keys(container)) {
      const child = container[key];
      const path = [...at, Array.isArray(value) ? Number(key) : key];
      if (typeof child === 'string') {
        container[key] = child.replace(TOKEN, (whole, name: string) => {
          const filled = lookup(site, name);
          if (filled === undefined) unknown.push({ pointer: toPointer(path), token: whole });
          return filled ?? whole;
        });
      } else {
        unknown.push(...fillTokens(child, site, path));
      }
    }
  }
  return unknown;
}
