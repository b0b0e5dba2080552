// What a built-in route's folder renders (runtime/app/routes/<kind>/screen.tsx): the screen of a
// route-table entry, given the status its loader answered.
import type { ReactNode } from 'react';
import type { ClientRouteEntry } from '../lib/route-table';

export type Screen = (entry: ClientRouteEntry, status: number) => ReactNode;

export function defineScreen(screen: Screen): Screen {
  return screen;
}
