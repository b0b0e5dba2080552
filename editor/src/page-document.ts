// How the editor reads and changes a page's blocks: the tenant's own list when its file has one,
// else the inherited page's; the first change to an inherited page creates the tenant's override.
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

export function blocksOf(doc: EditorDocument | undefined): BlockInstance[] {
  const own = doc?.data?.blocks;
  if (Array.isArray(own)) return own as BlockInstance[];
  const inherited = doc?.inherited?.blocks;
  return Array.isArray(inherited) ? (inherited as BlockInstance[]) : [];
}

/** Whether the blocks shown come from the template (the tenant's file has no list of its own). */
export function blocksInherited(doc: EditorDocument | undefined): boolean {
  return !Array.isArray(doc?.data?.blocks) && Array.isArray(doc?.inherited?.blocks);
}

/** The page's data with `blocks` as its list (an override file is started when there is none). */
export function withBlocks(doc: EditorDocument, blocks: BlockInstance[]): Json {
  const base: Json = doc.data ?? {
    $schema: '../../../schemas/editor/page.partial.schema.json',
    schemaVersion: typeof doc.inherited?.schemaVersion === 'number' ? doc.inherited.schemaVersion : 2,
  };
  return { ...base, blocks };
}
