// The selected block's props, as a form rjsf generates from the block's props schema (the schema
// the loader validates), with the linter's offenses for this block beside it.
import { useMemo } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema, UiSchema, RegistryFieldsType } from '@rjsf/utils';
import type { EditorProblem, PaletteEntry } from './api';
import type { EditorDocument, Json } from './editor-state';
import { blocksOf, templateBlock, withBlocks } from './page-document';
import { labelOf } from './BlockList';
import { ImageField, LinkWidget, uiSchemaFor, type MediaChoices } from './form-widgets';
import { WeekHoursField } from './week-hours-field';
import { NavTreeField } from './nav-tree-field';

interface Props {
  doc: EditorDocument;
  index: number;
  palette: PaletteEntry[];
  problems: EditorProblem[];
  onChange(data: Json): void;
  onFix(problem: EditorProblem): void;
  choices: MediaChoices;
}

const widgets = { link: LinkWidget };
// The same custom fields as settings: a block prop may hold opening hours or a link tree too.
const fields: RegistryFieldsType = { image: ImageField as RegistryFieldsType[string], weekHours: WeekHoursField, navTree: NavTreeField };

/** The linter's messages placed on the fields their pointers name (/blocks/2/props/heading -> heading). */
export function errorsAt(problems: EditorProblem[], prefix: string): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const p of problems) {
    if (!p.pointer.startsWith(prefix + '/')) continue;
    let node = out;
    for (const key of p.pointer.slice(prefix.length + 1).split('/')) node = (node[key] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(p.message);
  }
  return out as ErrorSchema;
}

export function BlockForm({ doc, index, palette, problems, onChange, onFix, choices }: Props) {
  const blocks = blocksOf(doc);
  const block = blocks[index]!;
  const entry = palette.find((p) => p.type === block.type);
  const prefix = `/blocks/${index}/props`;
  const mine = problems.filter((p) => p.pointer === `/blocks/${index}` || p.pointer.startsWith(`/blocks/${index}/`));
  const template = templateBlock(doc, block);
  const uiSchema: UiSchema = useMemo(() => {
    if (!entry) return {};
    const ui: UiSchema = { ...uiSchemaFor(entry.schema as RJSFSchema), 'ui:submitButtonOptions': { norender: true } };
    // A text field shows what it falls back to: the template's value on an inherited page, else the schema's default.
    const props = ((entry.schema as { properties?: Record<string, { type?: unknown; default?: unknown }> }).properties ?? {}) as Record<
      string,
      { type?: unknown; default?: unknown }
    >;
    for (const [key, prop] of Object.entries(props)) {
      if (prop.type !== 'string' && prop.type !== 'number' && prop.type !== 'integer') continue;
      const fallback = template?.props?.[key] ?? prop.default;
      if (typeof fallback === 'string' || typeof fallback === 'number') ui[key] = { ...(ui[key] as UiSchema | undefined), 'ui:placeholder': String(fallback) };
    }
    return ui;
  }, [entry, template]);
  const changed = template !== null && JSON.stringify(template) !== JSON.stringify(block);
  if (!entry) return <p>No form for block type “{block.type}”.</p>;
  return (
    <section aria-labelledby="props-heading" className="editor-props">
      <h2 id="props-heading">{labelOf(palette, block.type)} settings</h2>
      {changed && (
        <p className="editor-note">
          This block differs from the template’s.{' '}
          <button
            type="button"
            onClick={() =>
              onChange(
                withBlocks(
                  doc,
                  blocks.map((b, i) => (i === index ? structuredClone(template) : b)),
                ),
              )
            }
          >
            Reset to template
          </button>
        </p>
      )}
      {mine.length > 0 && (
        <ul className="editor-problems" aria-label="Problems in this block">
          {mine.map((p) => (
            <li key={`${p.code}${p.pointer}${p.message}`} className={p.severity}>
              <strong>{p.pointer.slice(prefix.length + 1) || 'block'}</strong>: {p.message}
              {p.hint ? ` (${p.hint})` : ''} <a href={`https://github.com/search?q=${encodeURIComponent(p.docs)}`}>{p.code}</a>
              {p.fixable && (
                <button type="button" onClick={() => onFix(p)}>
                  Apply fix
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form
        key={`${doc.file}#${index}`}
        schema={entry.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={block.props ?? {}}
        validator={validator}
        widgets={widgets}
        fields={fields}
        formContext={choices}
        liveValidate
        // Defaults stay the loader's to fill: the file gets only what the person typed.
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
        showErrorList={false}
        extraErrors={errorsAt(problems, prefix)}
        onChange={(e) => {
          const next = blocks.map((b, i) => (i === index ? { ...b, props: e.formData as Record<string, unknown> } : b));
          onChange(withBlocks(doc, next));
        }}
      />
    </section>
  );
}
