// A block's props as the tenant loader hands them to its component: the given props with the
// props schema's defaults filled in (server/tenants/cross-checks.ts does the same at load).
import type { BlockContract } from '../../blocks/contract';
import type { contracts } from '../../blocks/contracts.gen';
import { getContract, type BlockType } from '../../blocks/registry';
import { validateAgainst } from '../../server/tenants/schema-validator';

export type PropsOf<T extends BlockType> = (typeof contracts)[T] extends BlockContract<infer P> ? P : never;

/** Props as a tenant writes them: anything with a default may be left out, at any depth. */
type Written<P> = P extends readonly (infer I)[] ? Written<I>[] : P extends object ? { [K in keyof P]?: Written<P[K]> } : P;

export function withDefaults<T extends BlockType>(type: T, props: Written<PropsOf<T>> = {} as Written<PropsOf<T>>): PropsOf<T> {
  const filled = structuredClone(props) as Record<string, unknown>;
  // Only the defaults matter here: a test may pass required props as JSX attributes after these.
  validateAgainst(getContract(type)!.schema, filled, { applyDefaults: true });
  return filled as PropsOf<T>;
}
