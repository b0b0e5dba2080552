// Code-split parts of a page, named by key (runtime/app/lazy-sources.ts). The server lists the
// keys a page renders; both sides load them before rendering (server) and hydrating (browser),
// so neither ever renders a fallback.
import { loadBlock } from './block-components';
import { preloadable } from '../ui/preloadable';
import type { RoutePart } from './lazy-sources';

export const searchScreen = preloadable(() => import('./search/search-page'));
export const vehicleScreen = preloadable(() => import('./vehicle/vehicle-page'));
export const savedCarsScreen = preloadable(() => import('./vehicle/saved-cars-page'));
export const formScreen = preloadable(() => import('./forms/form-page'));
export const successScreen = preloadable(() => import('./forms/success-page'));
export const garageScreen = preloadable(() => import('./garage/garage-page'));
export const signInScreen = preloadable(() => import('./garage/sign-in-page'));
export const checkoutScreen = preloadable(() => import('./checkout/checkout-page'));

const ROUTES: Record<RoutePart, () => Promise<void>> = {
  search: searchScreen.load,
  vehicle: vehicleScreen.load,
  savedCars: savedCarsScreen.load,
  form: formScreen.load,
  success: successScreen.load,
  garage: garageScreen.load,
  signIn: signInScreen.load,
  checkout: checkoutScreen.load,
};

function loadPart(key: string): Promise<void> | undefined {
  if (key.startsWith('block:')) return loadBlock(key.slice('block:'.length));
  if (key.startsWith('route:')) return ROUTES[key.slice('route:'.length) as RoutePart]?.();
  return undefined;
}

export function loadLazyParts(keys: readonly string[]): Promise<unknown> {
  return Promise.all(keys.map(loadPart));
}
