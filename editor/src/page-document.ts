// How the editor reads and changes a page's blocks: the tenant's own list when its file has one,
// else the inherited page's with the file's blockChanges applied. A change to an inherited page is
// written as blockChanges by id (insert, move, replace, remove), so the rest stays the template's.
import { blocksAfterChanges, diffBlockChanges, uniqueBlockId } from '../../runtime/lib/pages/block-changes';
import type { EditorPage } from './api';
import type { EditorDocument, Json } from './editor-state';

export interface BlockInstance {
  type: string;
  id?: string;
  props?: Record<string, unknown>;
}

export function pageFile(page: EditorPage): string {
  return page.tenantFile ?? `pages/${page.id}.json`;
}

const inheritedBlocks = (doc: EditorDocument | undefined): BlockInstance[] | null =>
  Array.isArray(doc?.inherited?.blocks) ? (doc.inherited.blocks as BlockInstance[]) : null;

export function blocksOf(doc: EditorDocument | undefined): BlockInstance[] {
  const own = doc?.data?.blocks;
  if (Array.isArray(own)) return own as BlockInstance[];
  const inherited = inheritedBlocks(doc) ?? [];
  const changes = doc?.data?.blockChanges;
  if (!Array.isArray(changes)) return inherited;
  return blocksAfterChanges(inherited as unknown as Record<string, unknown>[], changes) as unknown as BlockInstance[];
}

/** Whether the page's blocks build on the template's (the tenant's file has no list of its own). */
export function blocksInherited(doc: EditorDocument | undefined): boolean {
  return !Array.isArray(doc?.data?.blocks) && inheritedBlocks(doc) !== null;
}

/**
 * The page's data with `blocks` as its list. On an inherited page the edit is written as
 * blockChanges against the template's blocks (an override file is started when there is none);
 * only when the blocks cannot be named by id is the whole list copied.
 */
export function withBlocks(doc: EditorDocument, blocks: BlockInstance[]): Json {
  const base: Json = doc.data ?? {
    $schema: '../../../schemas/editor/page.partial.schema.json',
    schemaVersion: typeof doc.inherited?.schemaVersion === 'number' ? doc.inherited.schemaVersion : 2,
  };
  const inherited = inheritedBlocks(doc);
  if (Array.isArray(base.blocks) || !inherited) return { ...base, blocks };
  const changes = diffBlockChanges(inherited as unknown as Record<string, unknown>[], blocks as unknown as Record<string, unknown>[]);
  const { blockChanges: _old, ...rest } = base;
  if (!changes) return { ...rest, blocks };
  return changes.length > 0 ? { ...rest, blockChanges: changes } : rest;
}

/** A new block (added or duplicated) with an id no block on the page has, so changes can name it. */
export function withNewId(block: BlockInstance, page: readonly BlockInstance[]): BlockInstance {
  const { id: _id, ...rest } = block;
  return {
    type: rest.type,
    id: uniqueBlockId(
      block.type,
      page.map((b) => b.id),
    ),
    ...(rest.props ? { props: rest.props } : {}),
  };
}

/** The template's version of a block on an inherited page (same id), when there is one. */
export function templateBlock(doc: EditorDocument | undefined, block: BlockInstance): BlockInstance | null {
  if (!blocksInherited(doc) || !block.id) return null;
  return inheritedBlocks(doc)?.find((b) => b.id === block.id) ?? null;
}
