import type { ComponentType } from 'react';
import type { DataKind } from '../runtime/data/query-keys';
import { preloadable } from '../runtime/ui/preloadable';

/** A JSON Schema object as imported from a props.schema.json file. */
export type PropsSchema = Record<string, unknown>;

export interface BlockDefinition<P> {
  component: ComponentType<P>;
  /** The contract of what a tenant may write in `props`; validated at load and by builder-cli. */
  schema: PropsSchema;
  /** Tenant collections the block reads with useTenantData; prefetched on the server. */
  data: readonly DataKind[];
  /** For a code-split block: loads its chunk (awaited before SSR and before hydration). */
  load?: () => Promise<void>;
  /** For a code-split block: its module, as Vite's manifest names it (for preload links). */
  source?: string;
}

interface BlockOptions {
  data?: readonly DataKind[];
}

/** A block bundled with the app shell (header, footer: on every page). */
export function block<P>(component: ComponentType<P>, schema: PropsSchema, options: BlockOptions = {}): BlockDefinition<P> {
  return { component, schema, data: options.data ?? [] };
}

/** A block in its own chunk: only pages that use it load its code. */
export function lazyBlock<P extends object>(
  name: string,
  loader: () => Promise<{ default: ComponentType<P> }>,
  schema: PropsSchema,
  options: BlockOptions = {},
): BlockDefinition<P> {
  const { Component, load } = preloadable(loader);
  return { component: Component, schema, data: options.data ?? [], load, source: `blocks/${name}/index.tsx` };
}
