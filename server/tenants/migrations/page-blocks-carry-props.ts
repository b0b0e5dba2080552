// page 1 -> 2: every block carries its `props` object. Version 1 let a block without props stand
// for empty props; stored explicitly, the editor schemas complete a block's props by its type and
// page overrides (blockChanges) insert blocks of the same shape.
import type { Migration } from './migration';

export const pageBlocksCarryProps: Migration = {
  kind: 'page',
  from: 1,
  description: 'every block gets its props object ({} where it had none)',
  migrate(doc) {
    const { blocks } = doc;
    if (!Array.isArray(blocks)) return { ...doc };
    return {
      ...doc,
      blocks: blocks.map((block: unknown) =>
        block && typeof block === 'object' && !Array.isArray(block) && !('props' in block) ? { ...block, props: {} } : block,
      ),
    };
  },
};
