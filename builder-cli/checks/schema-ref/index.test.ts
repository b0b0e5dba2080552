import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../../../server/tenants/text-edits';
import { expectedSchema } from './index';
import { lint } from '../../../tests/helpers/lint-fixture';

describe('schema-ref', () => {
  it.each([
    ['site', true, 'schemas/editor/site.partial.schema.json'],
    ['page', false, 'schemas/editor/page.schema.json'],
    ['page', true, 'schemas/editor/page.partial.schema.json'],
    ['location', false, 'schemas/location.schema.json'],
    ['stock', false, null],
  ] as const)('expectedSchema(%s, override %s) is %s', (kind, override, expected) => expect(expectedSchema(kind, override)).toBe(expected));

  it('passes files that name their editor schema', async () => {
    expect((await lint()).lines('schema-ref')).toEqual([]);
  });

  it('reports a missing $schema and a full schema on an override page, each with a fix', async () => {
    const { lines, problems } = await lint({
      'acme/pages/home.json': (p) => ({ ...p, $schema: '../../../../../schemas/page.schema.json' }),
      'acme/pages/specials.json': ({ $schema: _s, ...p }) => p,
    });
    expect(lines('schema-ref')).toEqual([
      expect.stringMatching(
        /^acme\/pages\/home\.json:\d+:\d+ info schema-ref \/\$schema \$schema "\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/schemas\/page\.schema\.json" should be "[./]+\/[^"]*schemas\/editor\/page\.partial\.schema\.json" \(this file overrides a template's: the partial schema\)$/,
      ),
      expect.stringMatching(
        /^acme\/pages\/specials\.json:1:1 info schema-ref \/ no \$schema: an editor cannot check this file \(use "\.\.\/.*\/schemas\/editor\/page\.schema\.json"\)$/,
      ),
    ]);
    const fix = problems.find((p) => p.code === 'schema-ref' && p.file.endsWith('specials.json'))!.fix!;
    // A range and its replacement text: one insertion at the top of the object, the rest of the file untouched.
    expect(fix.edits).toEqual([{ start: 0, end: 1, text: expect.stringMatching(/^\{\n {2}"\$schema": "[^"]+",$/) }]);
    const text = await readFile(fix.path, 'utf8');
    const fixed = JSON.parse(applyTextEdits(text, fix.edits)) as Record<string, unknown>;
    expect(Object.keys(fixed)).toEqual(['$schema', ...Object.keys(JSON.parse(text) as object)]);
    expect(fixed.$schema).toMatch(/schemas\/editor\/page\.schema\.json$/);
  });
});
