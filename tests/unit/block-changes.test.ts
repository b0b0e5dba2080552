// Page overrides by block id: insert, move and remove relative to the inherited blocks.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyBlockChanges } from '../../runtime/lib/pages/block-changes';
import { hintFor } from '../../runtime/lib/text/did-you-mean';
import { loadTenant } from '../../server/tenants/load-tenant';
import { formatProblem } from '../../server/tenants/problem';
import { repoRoot } from './cli-run';

const inherited = [
  { id: 'a', type: 'hero' },
  { id: 'b', type: 'rich-text' },
  { id: 'c', type: 'faq-list' },
];
const apply = (changes: unknown[]) => {
  const r = applyBlockChanges(
    inherited,
    inherited.map(() => 'template'),
    changes,
    (i) => `change ${i}`,
  );
  return {
    ids: r.blocks.map((b) => b.id),
    origins: r.origins,
    problems: r.problems.map((p) => {
      const hint = p.unknownId !== undefined ? hintFor(p.unknownId, p.ids ?? []) : undefined;
      return `${p.pointer} ${p.message}${hint ? ` (${hint})` : ''}`;
    }),
  };
};

describe('applyBlockChanges', () => {
  it.each<[string, unknown[], string[]]>([
    ['insert after', [{ insert: { id: 'x', type: 'image' }, after: 'a' }], ['a', 'x', 'b', 'c']],
    ['insert before the first', [{ insert: { id: 'x', type: 'image' }, before: 'a' }], ['x', 'a', 'b', 'c']],
    ['insert at the end by default', [{ insert: { id: 'x', type: 'image' } }], ['a', 'b', 'c', 'x']],
    ['insert after the last', [{ insert: { type: 'image' }, after: 'c' }], ['a', 'b', 'c', undefined as never]],
    ['move before', [{ move: 'c', before: 'a' }], ['c', 'a', 'b']],
    ['move after itself is a no-op', [{ move: 'b', after: 'a' }], ['a', 'b', 'c']],
    ['move to the end', [{ move: 'a' }], ['b', 'c', 'a']],
    ['remove', [{ remove: 'b' }], ['a', 'c']],
    ['replace in place', [{ replace: { id: 'b', type: 'image' } }], ['a', 'b', 'c']],
    ['in order: remove then insert where it was', [{ remove: 'b' }, { insert: { id: 'b2', type: 'image' }, after: 'a' }], ['a', 'b2', 'c']],
  ])('%s', (_, changes, ids) => {
    expect(apply(changes).ids).toEqual(ids);
  });

  it('an inserted block remembers the change that inserted it; inherited ones their template', () => {
    expect(apply([{ insert: { id: 'x', type: 'image' }, after: 'a' }]).origins).toEqual(['template', 'change 0', 'template', 'template']);
  });

  it.each<[string, unknown[], string]>([
    [
      'an unknown anchor, with the nearest id',
      [{ insert: { type: 'image' }, after: 'bb' }],
      '/blockChanges/0/after no inherited block has id "bb" (did you mean "b"?)',
    ],
    [
      'an unknown block to replace',
      [{ replace: { id: 'bb', type: 'image' } }],
      '/blockChanges/0/replace/id no inherited block has id "bb" (did you mean "b"?)',
    ],
    ['an unknown block to remove', [{ remove: 'zzz' }], '/blockChanges/0/remove no inherited block has id "zzz"'],
    ['an id already on the page', [{ insert: { id: 'a', type: 'image' } }], '/blockChanges/0/insert/id a block with id "a" is already on the page'],
  ])('reports %s and leaves the list alone', (_, changes, problem) => {
    const r = apply(changes);
    expect(r.problems).toEqual([problem]);
    expect(r.ids).toEqual(['a', 'b', 'c']);
  });
});

describe("the loader applies a tenant page's blockChanges to the template page", () => {
  let root: string;
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("inserts, keeps the template's later blocks, and points a bad inserted prop at the tenant file", async () => {
    root = await mkdtemp(path.join(tmpdir(), 'block-changes-'));
    await cp(path.join(repoRoot, 'tests/fixtures/checks'), root, { recursive: true });
    await writeFile(
      path.join(root, '_templates/base/pages/home.json'),
      JSON.stringify(
        {
          schemaVersion: 2,
          path: '/',
          title: '{{site.name}}',
          blocks: [
            { type: 'hero', id: 'hero', props: { heading: 'Welcome' } },
            { type: 'faq-list', id: 'faq', props: { items: [{ question: 'Q?', answer: '<p>A</p>' }] } },
          ],
        },
        null,
        2,
      ),
    );
    const override = (props: object) =>
      JSON.stringify(
        {
          schemaVersion: 2,
          blockChanges: [
            { insert: { type: 'rich-text', id: 'note', props }, after: 'hero' },
            { move: 'faq', before: 'hero' },
          ],
        },
        null,
        2,
      );
    await writeFile(path.join(root, 'acme/pages/home.json'), override({ html: '<p>Open Sundays.</p>' }));
    const good = await loadTenant(path.join(root, 'acme'));
    expect(good.problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([]);
    expect(good.tenant?.pages.home?.blocks.map((b) => b.id)).toEqual(['faq', 'hero', 'note']);

    await writeFile(
      path.join(root, 'acme/pages/home.json'),
      JSON.stringify({ schemaVersion: 2, blockChanges: [{ replace: { type: 'hero', id: 'hero', props: { heading: 'Open Sundays' } } }] }, null, 2),
    );
    const replaced = await loadTenant(path.join(root, 'acme'));
    expect(replaced.problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([]);
    const blocks = replaced.tenant?.pages.home?.blocks ?? [];
    expect(blocks.map((b) => [b.id, (b.props as { heading?: string } | undefined)?.heading])).toEqual([
      ['hero', 'Open Sundays'],
      ['faq', undefined],
    ]);

    await writeFile(path.join(root, 'acme/pages/home.json'), override({ html: 42 }));
    const bad = await loadTenant(path.join(root, 'acme'));
    expect(bad.problems.map(formatProblem), bad.problems.map(formatProblem).join('\n')).toContain(
      `${path.join(root, 'acme/pages/home.json')}:9:19 error block-props /blocks/2/props/html must be string`,
    );
  });
});
