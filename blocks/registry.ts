// One line per block type: `type` in a page document -> component, props schema, data needs.
// Adding a block: see docs/adding-a-block.md.
import { block, type BlockDefinition } from './block';
import Hero from './hero';
import heroSchema from './hero/props.schema.json';

// The registry holds blocks of different props types; each entry is typed where it is built.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlock = BlockDefinition<any>;

export const blocks = {
  hero: block(Hero, heroSchema),
} satisfies Record<string, AnyBlock>;

export type BlockType = keyof typeof blocks;

export function getBlock(type: string): AnyBlock | undefined {
  return Object.hasOwn(blocks, type) ? (blocks as Record<string, AnyBlock>)[type] : undefined;
}
