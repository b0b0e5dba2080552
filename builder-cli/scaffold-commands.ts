// builder-cli new-block <name> | new-field <name>: the folder of a new block or form field type
// (schema, component, test ...); the registries are generated from the folders, never patched.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './usage-error';
import { projectRoot } from '../server/project-root';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const defaultRoot = projectRoot;

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const camel = (kebab: string) => pascal(kebab).replace(/^./, (c) => c.toLowerCase());

/** Files of a new block, by path relative to the repository. */
export function blockFiles(name: string): Record<string, string> {
  const Component = pascal(name);
  return {
    [`blocks/${name}/props.schema.json`]:
      JSON.stringify(
        {
          $schema: 'http://json-schema.org/draft-07/schema#',
          title: `${Component}Props`,
          description: `TODO: what the ${name} block shows.`,
          type: 'object',
          additionalProperties: false,
          required: ['heading'],
          properties: {
            heading: { type: 'string', minLength: 1, description: 'Heading of the section.' },
            text: { type: 'string', 'x-html': true, description: 'HTML under the heading, sanitised on load.' },
          },
        },
        null,
        2,
      ) + '\n',
    [`blocks/${name}/contract.ts`]: [
      `import { defineBlock } from '../contract';`,
      `import type { ${Component}Props } from './props';`,
      `import schema from './props.schema.json';`,
      '',
      `export default defineBlock<${Component}Props>({`,
      '  schema,',
      `  label: '${Component.replace(/([a-z])([A-Z])/g, '$1 $2')}',`,
      "  description: 'What this block shows, in one sentence for the people who build pages.',",
      '});',
      '',
    ].join('\n'),
    [`blocks/${name}/index.tsx`]: [
      `import type { ${Component}Props } from './props';`,
      `import { Prose } from '../../runtime/ui/prose';`,
      '',
      `export default function ${Component}({ heading, text }: ${Component}Props) {`,
      '  return (',
      `    <section className="${name} container">`,
      '      <h2>{heading}</h2>',
      '      {text && <Prose html={text} />}',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n'),
    [`tests/unit/blocks/${name}.test.tsx`]: [
      `import { describe, expect, it } from 'vitest';`,
      `import ${Component} from '../../../blocks/${name}';`,
      `import { renderBlock, text } from './render-block';`,
      '',
      `describe('${name} block', () => {`,
      `  it('renders its heading and HTML', () => {`,
      `    const { root } = renderBlock(<${Component} heading="Hello" text="<p>World</p>" />);`,
      `    expect(text(root.querySelector('h2'))).toBe('Hello');`,
      `    expect(root.querySelector('.${name} p')?.textContent).toBe('World');`,
      '  });',
      '});',
      '',
    ].join('\n'),
  };
}

/** Files of a new form field type: its one folder (schema fragment, facts, widget, widget test). */
export function fieldFiles(name: string): Record<string, string> {
  const ident = camel(name);
  const Widget = `${pascal(name)}Widget`;
  return {
    [`runtime/forms/fields/${name}/schema.json`]: JSON.stringify({ type: 'string', maxLength: 100 }, null, 2) + '\n',
    [`runtime/forms/fields/${name}/widget.tsx`]: [
      `// TODO: what a visitor enters in a ${ident} field.`,
      `import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';`,
      '',
      `export default function ${Widget}(props: FieldWidgetProps) {`,
      '  return <TextInput {...props} attrs={{ autoComplete: autoCompleteOf(props) }} />;',
      '}',
      '',
    ].join('\n'),
    [`runtime/forms/fields/${name}/widget.test.tsx`]: [
      '// @vitest-environment jsdom',
      `import { afterEach, describe, expect, it } from 'vitest';`,
      `import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';`,
      '',
      'afterEach(cleanupWidgets);',
      '',
      `describe('${ident} widget', () => {`,
      `  it('is labelled and reports what is typed', async () => {`,
      `    const w = await renderWidget({ type: '${ident}', title: 'Value' });`,
      `    const input = w.byLabel('Value') as HTMLInputElement;`,
      `    await w.type(input, 'abc');`,
      `    expect(w.onChange).toHaveBeenLastCalledWith('abc');`,
      '  });',
      '});',
      '',
    ].join('\n'),
    [`runtime/forms/fields/${name}/facts.ts`]: [
      `import { defineField } from '../../field-facts';`,
      '',
      'export default defineField({',
      `  description: 'TODO: what a visitor enters in a ${ident} field.',`,
      '  selfLabelled: false,',
      "  value: 'string',",
      '});',
      '',
    ].join('\n'),
  };
}

async function writeAll(root: string, files: Record<string, string>, fresh: (file: string) => boolean): Promise<void> {
  for (const file of Object.keys(files)) {
    const absolute = path.join(root, file);
    if (fresh(file) && existsSync(absolute)) throw new UsageError(`${file} already exists`);
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
}

export async function newBlockCommand(name: string, root = defaultRoot): Promise<number> {
  if (!NAME.test(name)) throw new UsageError(`a block name is kebab-case (offer-strip), not "${name}"`);
  if (existsSync(path.join(root, 'blocks', name))) throw new UsageError(`blocks/${name} already exists`);
  await writeAll(root, blockFiles(name), () => true);
  // props.ts and the registry (blocks/contracts.gen.ts) are generated from the folders.
  const { generateAll } = await import('./gen-types');
  for (const f of await generateAll())
    if (f.target === `blocks/${name}/props.ts` || f.target === 'blocks/contracts.gen.ts') await writeFile(path.join(root, f.target), f.content);
  console.log(
    `created blocks/${name}/ (props.schema.json, props.ts, contract.ts, index.tsx) and tests/unit/blocks/${name}.test.tsx; registered in blocks/contracts.gen.ts`,
  );
  console.log(`next: describe its props in props.schema.json, run npm run gen, and add a line to docs/authoring.md`);
  return 0;
}

export async function newFieldCommand(name: string, root = defaultRoot): Promise<number> {
  if (!NAME.test(name)) throw new UsageError(`a field type folder is kebab-case (trade-in-km), not "${name}"`);
  if (existsSync(path.join(root, 'runtime/forms/fields', name))) throw new UsageError(`runtime/forms/fields/${name} already exists`);
  await writeAll(root, fieldFiles(name), () => true);
  // The registries (runtime/forms/fields.gen.ts, field-widgets.gen.ts) are generated from the folders.
  const { fieldRegistries } = await import('./gen-fields');
  for (const f of fieldRegistries(root)) {
    await mkdir(path.dirname(path.join(root, f.target)), { recursive: true });
    await writeFile(path.join(root, f.target), f.content);
  }
  console.log(
    `created runtime/forms/fields/${name}/ (schema.json, facts.ts, widget.tsx, widget.test.tsx); registered "${camel(name)}" in the generated runtime/forms/fields.gen.ts and field-widgets.gen.ts`,
  );
  console.log(`next: its schema fragment, facts and widget, then npm run gen (docs/reference/field-types.md)`);
  return 0;
}
