// The editor writes an inherited page's edits as blockChanges: applying the changes it computes to
// the inherited blocks must give back exactly the edited list, with as few changes as it needs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBlockChanges, diffBlockChanges, uniqueBlockId, type Block } from '../../runtime/lib/pages/block-changes';

const apply = (base: readonly Block[], changes: readonly unknown[]) => {
  const r = applyBlockChanges(
    base,
    base.map(() => null),
    changes,
    () => null,
  );
  return { blocks: r.blocks, problems: r.problems };
};

const a = { id: 'a', type: 'hero', props: { title: 'A' } };
const b = { id: 'b', type: 'rich-text' };
const c = { id: 'c', type: 'faq-list' };

describe('diffBlockChanges', () => {
  it.each<[string, Block[], unknown[]]>([
    ['nothing changed', [a, b, c], []],
    ['one block removed', [a, c], [{ remove: 'b' }]],
    ['one block added after the first', [a, { id: 'x', type: 'image' }, b, c], [{ insert: { id: 'x', type: 'image' }, after: 'a' }]],
    ['one block added first', [{ id: 'x', type: 'image' }, a, b, c], [{ insert: { id: 'x', type: 'image' }, before: 'a' }]],
    ['one block moved to the end', [b, c, a], [{ move: 'a', after: 'c' }]],
    ['one block moved first', [c, a, b], [{ move: 'c', before: 'a' }]],
    ["one block's props changed", [{ ...a, props: { title: 'New' } }, b, c], [{ replace: { id: 'a', type: 'hero', props: { title: 'New' } } }]],
    ['every block removed', [], [{ remove: 'a' }, { remove: 'b' }, { remove: 'c' }]],
  ])('%s', (_, edited, changes) => {
    expect(diffBlockChanges([a, b, c], edited)).toEqual(changes);
    expect(apply([a, b, c], changes).blocks).toEqual(edited);
  });

  it('gives up (null) when a block has no id or an id twice: the page then copies its blocks', () => {
    expect(diffBlockChanges([a, { type: 'image' }], [a])).toBeNull();
    expect(diffBlockChanges([a, b], [a, { type: 'image' }])).toBeNull();
    expect(diffBlockChanges([a, b], [a, a])).toBeNull();
  });

  it('for any edit of any inherited list, applying its changes gives the edited list, without problems', () => {
    const ids = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), { maxLength: 8 });
    fc.assert(
      fc.property(ids, ids, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (baseIds, editedIds, changed) => {
        const base = baseIds.map((id) => ({ id, type: 'rich-text', props: { html: `<p>${id}</p>` } }));
        const edited = editedIds.map((id, i) => ({ id, type: 'rich-text', props: { html: changed[i] ? `<p>${id} edited</p>` : `<p>${id}</p>` } }));
        const changes = diffBlockChanges(base, edited)!;
        const result = apply(base, changes);
        expect(result.problems).toEqual([]);
        expect(result.blocks).toEqual(edited);
      }),
      { numRuns: 500 },
    );
  });
});

describe('uniqueBlockId', () => {
  it.each<[string, (string | undefined)[], string]>([
    ['hero', [], 'hero'],
    ['hero', ['hero'], 'hero-2'],
    ['hero', ['hero', 'hero-2', undefined], 'hero-3'],
    ['featured-stock', ['hero'], 'featured-stock'],
  ])('%s among %j is %s', (type, taken, id) => {
    expect(uniqueBlockId(type, taken)).toBe(id);
  });
});
