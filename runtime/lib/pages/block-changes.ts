// Page overrides by block id, as pure functions shared by the loader and the editor: apply a
// page's `blockChanges` (insert, move, replace, remove relative to the inherited blocks) and, the
// other way, find the fewest changes that turn the inherited blocks into an edited list.
export type Block = Record<string, unknown> & { id?: string; type?: string };
type Anchor = { before?: string; after?: string };
type BlockChange = ({ insert: Block } | { move: string } | { replace: Block } | { remove: string }) & Anchor;

interface ChangeProblem {
  /** Pointer inside the document that holds the change (/blockChanges/2/after). */
  pointer: string;
  message: string;
  /** The unknown id and the ids on the page then, for a did-you-mean hint. */
  unknownId?: string;
  ids?: string[];
}

/** Applies one file's changes to a block list; `origins` runs parallel to the blocks. */
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
    problems.push({ pointer, message: `no inherited block has id "${String(id)}"`, ...(typeof id === 'string' ? { unknownId: id, ids: ids() } : {}) });
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
      const k = target() ?? j;
      list.splice(k, 0, block!);
      from.splice(k, 0, origin!);
    } else if ('replace' in change && typeof change.replace === 'object' && change.replace !== null) {
      const replace = change.replace as Block;
      const j = indexOf(replace.id);
      if (j < 0) return void unknown(`${at}/replace/id`, replace.id);
      list[j] = structuredClone(replace);
      from[j] = originOf(i);
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

/** Just the blocks a page shows after its changes, when where each came from does not matter. */
export function blocksAfterChanges(blocks: readonly Block[], changes: readonly unknown[]): Block[] {
  return applyBlockChanges(
    blocks,
    blocks.map(() => null),
    changes,
    () => null,
  ).blocks;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The ids of the longest run of `a` that appears in the same order in `b` (both unique ids). */
function longestCommonOrder(a: readonly string[], b: readonly string[]): Set<string> {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

/**
 * The changes that turn `inherited` into `edited`, or null when they cannot be written by id (a
 * block without an id, or an id twice). Removes first, then each edited block in order: a new one
 * is inserted and an out-of-order inherited one moved, after the block before it (before the next
 * one for the first); a changed inherited block is replaced.
 */
export function diffBlockChanges(inherited: readonly Block[], edited: readonly Block[]): BlockChange[] | null {
  const idsOf = (list: readonly Block[]) => list.map((b) => b.id);
  const baseIds = idsOf(inherited);
  const editedIds = idsOf(edited);
  const unique = (ids: (string | undefined)[]) => ids.every((id) => typeof id === 'string') && new Set(ids).size === ids.length;
  if (!unique(baseIds) || !unique(editedIds)) return null;
  const base = new Map(inherited.map((b) => [b.id as string, b]));
  const changes: BlockChange[] = [];
  for (const id of baseIds as string[]) if (!editedIds.includes(id)) changes.push({ remove: id });
  const common = (editedIds as string[]).filter((id) => base.has(id));
  const kept = longestCommonOrder(
    (baseIds as string[]).filter((id) => common.includes(id)),
    common,
  );
  // The ids in the order the changes so far leave them, to anchor the first block on the page.
  let current = (baseIds as string[]).filter((id) => editedIds.includes(id));
  edited.forEach((block, i) => {
    const id = block.id as string;
    const first = current.find((other) => other !== id);
    const anchor: Anchor = i > 0 ? { after: edited[i - 1]!.id as string } : first !== undefined ? { before: first } : {};
    const place = () => {
      current = current.filter((other) => other !== id);
      const at = anchor.after !== undefined ? current.indexOf(anchor.after) + 1 : anchor.before !== undefined ? current.indexOf(anchor.before) : current.length;
      current.splice(at, 0, id);
    };
    const original = base.get(id);
    if (!original) {
      changes.push({ insert: structuredClone(block), ...anchor });
      return place();
    }
    if (!kept.has(id)) {
      changes.push({ move: id, ...anchor });
      place();
    }
    if (!same(original, block)) changes.push({ replace: structuredClone(block) });
  });
  return changes;
}

/** An id for a new block of `type` that no block in `taken` has: hero, hero-2, hero-3… */
export function uniqueBlockId(type: string, taken: readonly (string | undefined)[]): string {
  const stem = type.replace(/[^a-z0-9-]/g, '-').replace(/^[^a-z]+/, '') || 'block';
  if (!taken.includes(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.includes(`${stem}-${n}`)) return `${stem}-${n}`;
}
