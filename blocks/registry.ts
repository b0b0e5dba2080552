// The block registry, React-free: `type` in a page document -> its contract (props schema with
// defaults, data needs, load hook). Derived from the folders under blocks/ (contracts.gen.ts,
// written by `npm run gen`); the React components are registered apart, from the same folders,
// in runtime/app/block-components.ts. Adding a block: see docs/adding-a-block.md.
import type { BlockContract } from './contract';
import type { RouteParams } from '../runtime/lib/route-params';
import { contracts } from './contracts.gen';

// The registry holds blocks of different props types; each contract is typed in its own folder.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContract = BlockContract<any>;

export type BlockType = keyof typeof contracts;

export const blockTypes = Object.keys(contracts) as BlockType[];

export function getContract(type: string): AnyContract | undefined {
  return Object.hasOwn(contracts, type) ? (contracts as Record<string, AnyContract>)[type] : undefined;
}

/** Blocks the shell renders on every page (header, footer), from their contracts. */
export const shellBlockTypes: readonly BlockType[] = blockTypes.filter((t) => getContract(t)?.shell === true);

/** What a page's address parameters range over, as its blocks name them (route-table input). */
export function pageParams(blockTypes: readonly string[]): RouteParams {
  return Object.assign({}, ...blockTypes.map((type) => getContract(type)?.params ?? {})) as RouteParams;
}
