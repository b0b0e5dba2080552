// Code-split parts of a page, named by key: `block:<type>` for a code-split block, `route:<key>`
// for a built-in screen (runtime/app/routes/<kind>/screen.tsx, listed in screens.gen.ts). The
// server lists the keys a page renders; both sides load them before rendering (server) and
// hydrating (browser), so neither ever renders a fallback.
import { loadBlock } from './block-components';
import { screenParts } from './routes/screens.gen';

const ROUTES: Record<string, { load(): Promise<void> }> = screenParts;

function loadPart(key: string): Promise<void> | undefined {
  if (key.startsWith('block:')) return loadBlock(key.slice('block:'.length));
  if (key.startsWith('route:')) return ROUTES[key.slice('route:'.length)]?.load();
  return undefined;
}

export function loadLazyParts(keys: readonly string[]): Promise<unknown> {
  return Promise.all(keys.map(loadPart));
}
