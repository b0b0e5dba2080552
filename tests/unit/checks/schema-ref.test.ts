import { describe, expect, it } from 'vitest';
import { expectedSchema } from '../../../builder-cli/checks/schema-ref';
import { lint } from './lint-fixture';

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
    const fixed = JSON.parse(fix.apply('{\n  "schemaVersion": 2,\n  "path": "/specials"\n}\n')) as Record<string, unknown>;
    expect(Object.keys(fixed)).toEqual(['$schema', 'schemaVersion', 'path']);
    expect(fixed.$schema).toMatch(/schemas\/editor\/page\.schema\.json$/);
  });
});
