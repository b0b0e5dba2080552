// Which module each code-split part is built from, as Vite's manifest names it: `block:<type>`
// for a code-split block, `route:<name>` for a built-in screen (generated from the route folders'
// screens: routes/parts.gen.ts). Plain data, so the server (even
// running from source under tsx) can list a page's chunks for preload links and stylesheets.
import { ROUTE_PART_SOURCES } from './routes/parts.gen';

export { ROUTE_PART_SOURCES };

function lazyPartSource(key: string): string | undefined {
  if (key.startsWith('block:')) return `blocks/${key.slice('block:'.length)}/index.tsx`;
  if (key.startsWith('route:')) return (ROUTE_PART_SOURCES as Record<string, string>)[key.slice('route:'.length)];
  return undefined;
}

/** Module sources of the parts, for preload links and CSS. */
export function lazyPartSources(keys: readonly string[]): string[] {
  return keys.flatMap((k) => lazyPartSource(k) ?? []);
}
