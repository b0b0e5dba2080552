// The React side of the block registry, from the same folders as the contracts: each
// blocks/<type>/index.tsx. Shell blocks (the contract says `shell: true`: header, footer) are
// bundled with the app shell; every other block is code-split and loaded only by pages that use
// it, before SSR and before hydration (see runtime/ui/preloadable.tsx).
import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../ui/preloadable';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component is typed by its own props.ts
type BlockModule = { default: ComponentType<any> };

// A glob pattern must be a literal; tests/unit/blocks/block-components.test.ts proves this list
// equals the contracts with `shell: true`.
const shellModules = import.meta.glob<BlockModule>('../../blocks/{header,footer}/index.tsx', { eager: true });
const lazyModules = import.meta.glob<BlockModule>(['../../blocks/*/index.tsx', '!../../blocks/{header,footer}/index.tsx']);

const typeOf = (file: string) => file.split('/').at(-2)!;

const shell = new Map(Object.entries(shellModules).map(([file, mod]) => [typeOf(file), mod.default]));
const lazy = new Map<string, Preloadable<Record<string, unknown>>>(Object.entries(lazyModules).map(([file, load]) => [typeOf(file), preloadable(load)]));

export const shellBlockTypes: readonly string[] = [...shell.keys()];

/** The component that renders a block type (undefined for a type this bundle does not know). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props come validated from the tenant loader
export function blockComponent(type: string): ComponentType<any> | undefined {
  return shell.get(type) ?? lazy.get(type)?.Component;
}

/** Loads a code-split block's chunk (nothing to do for shell blocks). */
export function loadBlock(type: string): Promise<void> {
  return lazy.get(type)?.load() ?? Promise.resolve();
}
