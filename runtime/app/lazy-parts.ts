// Code-split parts of a page, named by key: `block:<type>` for a lazy block, `route:<name>` for a
// built-in screen. The server lists the keys a page renders; both sides load them before
// rendering (server) and hydrating (browser), so neither ever renders a fallback.
import { blockSource, loadBlock } from './block-components';
import { preloadable } from '../ui/preloadable';

export const searchScreen = preloadable(() => import('./search/search-page'));
export const vehicleScreen = preloadable(() => import('./vehicle/vehicle-page'));
export const savedCarsScreen = preloadable(() => import('./vehicle/saved-cars-page'));
export const formScreen = preloadable(() => import('./forms/form-page'));
export const successScreen = preloadable(() => import('./forms/success-page'));

const ROUTES = {
  search: { load: searchScreen.load, source: 'runtime/app/search/search-page.tsx' },
  vehicle: { load: vehicleScreen.load, source: 'runtime/app/vehicle/vehicle-page.tsx' },
  savedCars: { load: savedCarsScreen.load, source: 'runtime/app/vehicle/saved-cars-page.tsx' },
  form: { load: formScreen.load, source: 'runtime/app/forms/form-page.tsx' },
  success: { load: successScreen.load, source: 'runtime/app/forms/success-page.tsx' },
};

export type LazyKey = `block:${string}` | `route:${keyof typeof ROUTES}`;

function part(key: string): { load?: () => Promise<void>; source?: string } | undefined {
  if (key.startsWith('block:')) {
    const type = key.slice('block:'.length);
    return { load: () => loadBlock(type), source: blockSource(type) };
  }
  if (key.startsWith('route:')) return ROUTES[key.slice('route:'.length) as keyof typeof ROUTES];
  return undefined;
}

export function loadLazyParts(keys: readonly string[]): Promise<unknown> {
  return Promise.all(keys.map((k) => part(k)?.load?.()));
}

/** Module sources (as Vite's manifest names them) of the parts, for preload links and CSS. */
export function lazyPartSources(keys: readonly string[]): string[] {
  return keys.flatMap((k) => part(k)?.source ?? []);
}
