// Which module each code-split part is built from, as Vite's manifest names it: `block:<type>`
// for a code-split block, `route:<name>` for a built-in screen. Plain data, so the server (even
// running from source under tsx) can list a page's chunks for preload links and stylesheets.
export const ROUTE_PART_SOURCES = {
  search: 'runtime/app/search/search-page.tsx',
  vehicle: 'runtime/app/vehicle/vehicle-page.tsx',
  savedCars: 'runtime/app/vehicle/saved-cars-page.tsx',
  form: 'runtime/app/forms/form-page.tsx',
  success: 'runtime/app/forms/success-page.tsx',
  notFound: 'runtime/app/not-found.tsx',
  garage: 'runtime/app/garage/garage-page.tsx',
  signIn: 'runtime/app/garage/sign-in-page.tsx',
  checkout: 'runtime/app/checkout/checkout-page.tsx',
} as const;

export type RoutePart = keyof typeof ROUTE_PART_SOURCES;

export function lazyPartSource(key: string): string | undefined {
  if (key.startsWith('block:')) return `blocks/${key.slice('block:'.length)}/index.tsx`;
  if (key.startsWith('route:')) return (ROUTE_PART_SOURCES as Record<string, string>)[key.slice('route:'.length)];
  return undefined;
}

/** Module sources of the parts, for preload links and CSS. */
export function lazyPartSources(keys: readonly string[]): string[] {
  return keys.flatMap((k) => lazyPartSource(k) ?? []);
}
