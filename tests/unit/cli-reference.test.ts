// The generated editor schemas and docs/reference/ never drift from their sources, and the editor
// schemas do what they are for: accept a correct override document, complete block props by type.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { blockNames, generateDocs } from '../../builder-cli/gen-docs';
import { repoRoot } from './cli-run';

const generated = generateDocs();
const read = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, unknown>;

describe('generated editor schemas and reference', () => {
  it.each(generated.map((g) => [g.target, g] as const))('%s equals a fresh generation (run npm run gen)', (target, g) => {
    const file = path.join(repoRoot, target);
    expect(existsSync(file) ? readFileSync(file, 'utf8') : '(missing)').toBe(g.content);
  });

  it('the reference lists every block, field type and check', () => {
    const byTarget = Object.fromEntries(generated.map((g) => [g.target, g.content]));
    for (const name of blockNames()) expect(byTarget['docs/reference/blocks.md']).toContain(`\n## ${name}\n`);
    expect(byTarget['docs/reference/field-types.md']).toMatch(
      /\n\| `phone` \| string \| {2}\| [^|]+ \| `{"type":"string","maxLength":20,"x-rule":"phone"}` \|\n/,
    );
    expect(byTarget['docs/reference/checks.md']).toContain('| `internal-link` | error |');
  });
});

function editorAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  for (const name of blockNames()) {
    const file = path.join(repoRoot, 'blocks', name, 'props.schema.json');
    ajv.addSchema({ ...read(`blocks/${name}/props.schema.json`), $id: pathToFileURL(file).href });
  }
  return ajv;
}
const compileEditor = (ajv: Ajv, file: string) => ajv.compile({ ...read(file), $id: pathToFileURL(path.join(repoRoot, file)).href });

describe('editor schemas', () => {
  it('an override page (blocks only, no path or title) passes the partial page schema and fails the full one', () => {
    const ajv = editorAjv();
    const override = { schemaVersion: 2, blocks: [{ type: 'hero', props: { heading: 'Welcome' } }] };
    expect(compileEditor(ajv, 'schemas/editor/page.partial.schema.json')(override)).toBe(true);
    expect(compileEditor(ajv, 'schemas/editor/page.schema.json')(override)).toBe(false);
  });

  it("a tenant site.json override without the template's theme or navigation passes the partial site schema", () => {
    const validate = compileEditor(editorAjv(), 'schemas/editor/site.partial.schema.json');
    const site = { schemaVersion: 2, extends: ['car'], slug: 'acme', name: 'Acme', phone: '02 9000 0000', domains: ['acme.example'] };
    expect(validate(site)).toBe(true);
    expect(validate({ ...site, taglin: 'typo' })).toBe(false);
  });

  it("page schemas check a block's props by its type", () => {
    const validate = compileEditor(editorAjv(), 'schemas/editor/page.partial.schema.json');
    expect(validate({ blocks: [{ type: 'hero', props: { heading: 'Hi', align: 'center' } }] })).toBe(true);
    expect(validate({ blocks: [{ type: 'hero', props: { heading: 'Hi', subheadng: 'typo' } }] })).toBe(false);
    expect(validate({ blocks: [{ type: 'rich-text', props: { heading: 'no html' } }] })).toBe(false);
    expect(validate({ blocks: [{ type: 'heor', props: {} }] })).toBe(false);
  });
});

describe('site.json fields', () => {
  it('every field of schemas/site.schema.json has a description (an editor shows it while typing)', () => {
    const missing: string[] = [];
    const walk = (schema: Record<string, unknown>, at: string) => {
      for (const [name, raw] of Object.entries((schema.properties as Record<string, Record<string, unknown>> | undefined) ?? {})) {
        if (name === '$schema') continue;
        if (typeof raw.description !== 'string' || raw.description.length < 3) missing.push(`${at}/${name}`);
        walk(raw, `${at}/${name}`);
        if (raw.items && typeof raw.items === 'object') walk(raw.items as Record<string, unknown>, `${at}/${name}[]`);
      }
    };
    const site = read('schemas/site.schema.json');
    walk(site, '');
    for (const [name, def] of Object.entries(site.definitions as Record<string, Record<string, unknown>>)) walk(def, `#${name}`);
    expect(missing).toEqual([]);
  });
});
