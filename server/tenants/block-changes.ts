// Page overrides by block id: a page document may list `blockChanges` (insert, move, remove
// relative to the blocks it inherits, by their `id`) instead of copying the template's whole
// `blocks` array, so later template changes still reach the tenant. Applied file by file, templates
// first; problems in an inserted block point into the file that inserted it.
import type { Locator } from './ajv-problems';
import { hintFor } from './did-you-mean';
import type { JsonDocument } from './json-document';
import type { Problem } from './problem';
import type { SourcedDocument } from './sourced-document';

type Block = Record<string, unknown>;
type Anchor = { before?: unknown; after?: unknown };
export type BlockChange = ({ insert: Block } | { move: string } | { remove: string }) & Anchor;

/** Where each resulting block was written: its file and the pointer of the block object there. */
interface Origin {
  doc: JsonDocument;
  pointer: string;
}

export interface ChangeProblem {
  /** Pointer inside the document that holds the change (/blockChanges/2/after). */
  pointer: string;
  message: string;
  hint?: string;
}

/** Applies one file's changes to a block list; pure. `origins` runs parallel to the blocks. */
export function applyBlockChanges<T>(
  blocks: readonly Block[],
  origins: readonly T[],
  changes: readonly unknown[],
  originOf: (index: number) => T,
): { blocks: Block[]; origins: T[]; problems: ChangeProblem[] } {
  const list = [...blocks];
  const from = [...origins];
  const problems: ChangeProblem[] = [];
  const ids = () => list.map((b) => b.id).filter((id): id is string => typeof id === 'string');
  const indexOf = (id: unknown) => list.findIndex((b) => b.id === id);
  const unknown = (pointer: string, id: unknown) =>
    problems.push({
      pointer,
      message: `no inherited block has id "${String(id)}"`,
      ...(typeof id === 'string' && hintFor(id, ids()) ? { hint: hintFor(id, ids())! } : {}),
    });
  changes.forEach((raw, i) => {
    if (typeof raw !== 'object' || raw === null) return; // the page schema reports it
    const change = raw as Record<string, unknown>;
    const at = `/blockChanges/${i}`;
    // Where an inserted or moved block goes: before/after an id, else at the end.
    const target = (): number | null => {
      if (change.before !== undefined) {
        const j = indexOf(change.before);
        return j < 0 ? (unknown(`${at}/before`, change.before), null) : j;
      }
      if (change.after !== undefined) {
        const j = indexOf(change.after);
        return j < 0 ? (unknown(`${at}/after`, change.after), null) : j + 1;
      }
      return list.length;
    };
    if ('remove' in change) {
      const j = indexOf(change.remove);
      if (j < 0) return void unknown(`${at}/remove`, change.remove);
      list.splice(j, 1);
      from.splice(j, 1);
    } else if ('move' in change) {
      const j = indexOf(change.move);
      if (j < 0) return void unknown(`${at}/move`, change.move);
      const [block] = list.splice(j, 1);
      const [origin] = from.splice(j, 1);
      const k = target();
      if (k === null) {
        list.splice(j, 0, block!);
        from.splice(j, 0, origin!);
        return;
      }
      list.splice(k, 0, block!);
      from.splice(k, 0, origin!);
    } else if ('insert' in change && typeof change.insert === 'object' && change.insert !== null) {
      const insert = change.insert as Block;
      if (typeof insert.id === 'string' && indexOf(insert.id) >= 0)
        return void problems.push({ pointer: `${at}/insert/id`, message: `a block with id "${insert.id}" is already on the page` });
      const k = target();
      if (k === null) return;
      list.splice(k, 0, structuredClone(insert));
      from.splice(k, 0, originOf(i));
    }
  });
  return { blocks: list, origins: from, problems };
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
    const applied = applyBlockChanges(blocks, origins, data.blockChanges, (i): Origin => ({ doc, pointer: `/blockChanges/${i}/insert` }));
    blocks = applied.blocks;
    origins = applied.origins;
    for (const p of applied.problems)
      problems.push({
        file: doc.file,
        ...doc.locate(p.pointer),
        severity: 'error',
        code: 'missing-reference',
        pointer: p.pointer,
        message: p.message,
        ...(p.hint ? { hint: p.hint } : {}),
      });
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
