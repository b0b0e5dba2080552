import type { ComponentType } from 'react';
import type { DataKind } from '../runtime/data/query-keys';

/** A JSON Schema object as imported from a props.schema.json file. */
export type PropsSchema = Record<string, unknown>;

export interface BlockDefinition<P> {
  component: ComponentType<P>;
  /** The contract of what a tenant may write in `props`; validated at load and by builder-cli. */
  schema: PropsSchema;
  /** Tenant collections the block reads with useTenantData; prefetched on the server. */
  data: readonly DataKind[];
}

export function block<P>(component: ComponentType<P>, schema: PropsSchema, options: { data?: readonly DataKind[] } = {}): BlockDefinition<P> {
  return { component, schema, data: options.data ?? [] };
}
