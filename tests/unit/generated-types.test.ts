// Drift: schemas are the source of truth; the committed TypeScript must equal a fresh `npm run gen`.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateAll, repoRoot } from '../../builder-cli/gen-types';
import { PHONE_RULES } from '../../runtime/lib/forms/phone-rules.gen';

const generated = await generateAll();

describe('generated types', () => {
  it.each(generated.map((f) => [f.target, f] as const))('%s equals a fresh generation of its schema', async (target, file) => {
    const absolute = path.join(repoRoot, target);
    const committed = existsSync(absolute) ? await readFile(absolute, 'utf8') : '(missing file)';
    expect(committed, `${target} differs from a fresh generation of ${file.source}: run npm run gen`).toBe(file.content);
  });

  it('generates from every schema file, so a new schema cannot skip the drift check', async () => {
    const schemas = (await readdir(path.join(repoRoot, 'schemas'))).filter((f) => f.endsWith('.schema.json')).map((f) => `schemas/${f}`);
    const blockDirs = await readdir(path.join(repoRoot, 'blocks'), { withFileTypes: true });
    const blockSchemas = blockDirs
      .filter((d) => d.isDirectory() && existsSync(path.join(repoRoot, 'blocks', d.name, 'props.schema.json')))
      .map((d) => `blocks/${d.name}/props.schema.json`);
    // ... and the block, check, field-type and route registries from their folders.
    expect(generated.map((f) => f.source).sort()).toEqual(
      [
        ...schemas,
        ...blockSchemas,
        'blocks/*/contract.ts',
        'builder-cli/checks/*/index.ts',
        'runtime/forms/fields/*/schema.json, facts.ts',
        'runtime/forms/fields/*/rule.ts',
        'runtime/forms/fields/*/widget.tsx',
        'runtime/app/routes/*/route.ts',
        'runtime/app/routes/*/loader.ts',
        'runtime/app/routes/*/screen.tsx',
        'runtime/app/routes/*/screen.tsx parts',
        'runtime/lib/locales/*.ts',
        'runtime/lib/locales/*.ts (locale enum)',
        'runtime/lib/locales/*.ts (standIns)',
        'runtime/lib/locales/*.ts (phoneRules)',
        'runtime/lib/locales/*.ts (phoneHints)',
      ].sort(),
    );
    expect(schemas.length).toBeGreaterThan(0);
    expect(blockSchemas.length).toBeGreaterThan(0);
  });

  it("offers every locale module's phone rule as the site schema's forms.phoneVariant, so a site of any locale can pick it", async () => {
    const schema = JSON.parse(await readFile(path.join(repoRoot, 'schemas/site.schema.json'), 'utf8')) as {
      properties: { forms: { properties: { phoneVariant: { enum: string[] } } } };
    };
    expect([...schema.properties.forms.properties.phoneVariant.enum].sort()).toEqual(Object.keys(PHONE_RULES).sort());
    // The names sites already use stay accepted.
    expect(schema.properties.forms.properties.phoneVariant.enum).toEqual(expect.arrayContaining(['au', 'au-mobile', 'nz', 'us', 'au-nz-uk']));
  });
});
