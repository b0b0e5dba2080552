// Page overrides by block id: a page document may list `blockChanges` (insert, move, replace,
// remove relative to the blocks it inherits, by their `id`) instead of copying the template's whole
// `blocks` array, so later template changes still reach the tenant. Applied file by file, templates
// first; problems in an inserted block point into the file that inserted it.
import type { Locator } from './ajv-problems';
import { applyBlockChanges } from '../../runtime/lib/pages/block-changes';
import { hintFor } from '../../runtime/lib/text/did-you-mean';
import type { JsonDocument } from './json-document';
import type { Problem } from './problem';
import type { SourcedDocument } from './sourced-document';

type Block = Record<string, unknown>;

/** Where each resulting block was written: its file and the pointer of the block object there. */
interface Origin {
  doc: JsonDocument;
  pointer: string;
}

/**
 * The page with every file's blockChanges applied in order, its locator pointing inserted blocks at
 * the change that inserted them, and the problems of changes naming unknown ids.
 */
export function withBlockChanges(page: SourcedDocument): { page: SourcedDocument; problems: Problem[] } {
  if (!page.docs.some((d) => Array.isArray((d.data as { blockChanges?: unknown }).blockChanges))) return { page, problems: [] };
  let blocks: Block[] = [];
  let origins: (Origin | null)[] = [];
  const problems: Problem[] = [];
  for (const doc of page.docs) {
    const data = doc.data as { blocks?: unknown; blockChanges?: unknown };
    if (Array.isArray(data.blocks)) {
      blocks = structuredClone(data.blocks as Block[]);
      origins = blocks.map(() => null);
    }
    if (!Array.isArray(data.blockChanges)) continue;
    const applied = applyBlockChanges(blocks, origins, data.blockChanges, (i): Origin => ({
      doc,
      pointer: `/blockChanges/${i}/${'replace' in Object((data.blockChanges as unknown[])[i]) ? 'replace' : 'insert'}`,
    }));
    blocks = applied.blocks;
    origins = applied.origins;
    for (const p of applied.problems) {
      const hint = p.unknownId !== undefined ? hintFor(p.unknownId, p.ids ?? []) : undefined;
      problems.push({
        file: doc.file,
        ...doc.locate(p.pointer),
        severity: 'error',
        code: 'missing-reference',
        pointer: p.pointer,
        message: p.message,
        ...(hint ? { hint } : {}),
      });
    }
  }
  const { blockChanges: _changes, ...rest } = page.data as Record<string, unknown>;
  // Inherited blocks keep the merged locator; an inserted block is found in the file that inserted it.
  const base = page.locate;
  const locate: Locator = (pointer) => {
    const m = /^\/blocks\/(\d+)(\/.*)?$/.exec(pointer);
    const origin = m ? origins[Number(m[1])] : null;
    if (!origin) return base(pointer);
    return { file: origin.doc.file, ...origin.doc.locate(origin.pointer + (m![2] ?? '')) };
  };
  return { page: { docs: page.docs, data: { ...rest, blocks }, locate }, problems };
}
