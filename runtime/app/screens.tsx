// What renders each kind of route-table entry (runtime/lib/route-table.ts). Heavy screens are
// code-split parts (runtime/app/lazy-parts.ts), loaded by the route's loader before they render.
import type { ReactNode } from 'react';
import type { RouteEntry, RouteKind } from '../lib/route-table';
import { BlockPage } from './block-page';
import {
  checkoutScreen,
  formScreen,
  garageScreen,
  notFoundScreen,
  savedCarsScreen,
  searchScreen,
  signInScreen,
  successScreen,
  vehicleScreen,
} from './lazy-parts';

const FormPage = formScreen.Component;
const SuccessPage = successScreen.Component;
const SearchPage = searchScreen.Component;
const VehiclePage = vehicleScreen.Component;
const SavedCarsPage = savedCarsScreen.Component;
const NotFound = notFoundScreen.Component;
const GaragePage = garageScreen.Component;
const SignInPage = signInScreen.Component;
const CheckoutPage = checkoutScreen.Component;

/** The screen of each kind; `status` is the loader's answer (a content page whose data is missing answers 404). */
export const screens: Record<RouteKind, (entry: RouteEntry, status: number) => ReactNode> = {
  page: (entry, status) => (status === 404 ? <NotFound /> : <BlockPage pageId={entry.page!} />),
  form: (entry) => <FormPage route={entry.form!} />,
  success: () => <SuccessPage />,
  search: () => <SearchPage />,
  vehicle: () => <VehiclePage />,
  'saved-cars': () => <SavedCarsPage />,
  garage: () => <GaragePage />,
  'sign-in': () => <SignInPage />,
  checkout: () => <CheckoutPage />,
  // Both are answered before rendering (301, or the server's file); shown only if a stale table points here.
  redirect: () => <NotFound />,
  file: () => <NotFound />,
  'not-found': () => <NotFound />,
};
