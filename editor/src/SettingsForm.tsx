// A tenant document other than a page (site.json, buttons.json, locations, offers, models) as a
// form rjsf generates from the document's override schema: only what the tenant sets is written.
import { useEffect, useMemo } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { api, type EditorProblem } from './api';
import type { EditorAction, EditorDocument } from './editor-state';
import { errorsAt } from './BlockForm';
import { ImageField, LinkWidget, uiSchemaFor, type MediaChoices } from './form-widgets';
import { WeekHoursField } from './week-hours-field';
import { NavTreeField } from './nav-tree-field';

interface Props {
  file: string;
  /** The template's file of the same name, when the tenant inherits one. */
  inheritedFile: string | null;
  label: string;
  schema: Record<string, unknown>;
  doc: EditorDocument | undefined;
  problems: EditorProblem[];
  choices: MediaChoices;
  dispatch(action: EditorAction): void;
}

const widgets = { link: LinkWidget };
const fields: RegistryFieldsType = { image: ImageField as RegistryFieldsType[string], weekHours: WeekHoursField, navTree: NavTreeField };

export function SettingsForm({ file, inheritedFile, label, schema, doc, problems, choices, dispatch }: Props) {
  useEffect(() => {
    if (doc) return;
    void api
      .document(file, inheritedFile)
      .then((opened) => dispatch({ type: 'opened', doc: { file, hash: opened.hash, saved: opened.data, data: opened.data, inherited: opened.inherited } }));
  }, [file, inheritedFile, doc, dispatch]);
  const inherited = doc?.inherited ?? null;
  const uiSchema: UiSchema = useMemo(() => {
    const ui: UiSchema = { ...uiSchemaFor(schema as RJSFSchema), 'ui:submitButtonOptions': { norender: true } };
    // A top-level text setting the tenant leaves out shows the template's value as its placeholder.
    for (const [key, value] of Object.entries(inherited ?? {}))
      if (typeof value === 'string' || typeof value === 'number') ui[key] = { ...(ui[key] as UiSchema | undefined), 'ui:placeholder': String(value) };
    return ui;
  }, [schema, inherited]);
  // Settings the tenant sets over a template value: each can go back to the template's.
  const overridden = inherited
    ? Object.keys(doc?.data ?? {}).filter(
        (key) => key !== '$schema' && key !== 'schemaVersion' && key in inherited && JSON.stringify(inherited[key]) !== JSON.stringify(doc?.data?.[key]),
      )
    : [];
  if (!doc) return <p>Loading…</p>;
  const mine = problems.filter((p) => p.file === file);
  return (
    <section aria-labelledby="settings-heading" className="editor-props">
      <h2 id="settings-heading">{label}</h2>
      {doc.saved === null && (
        <p className="editor-note">The tenant has no {file} of its own: what you set here is written to a new file, the rest stays the template’s.</p>
      )}
      {overridden.length > 0 && (
        <ul className="editor-overrides" aria-label="Set here instead of the template">
          {overridden.map((key) => (
            <li key={key}>
              <code>{key}</code>{' '}
              <button
                type="button"
                aria-label={`Reset ${key} to template`}
                onClick={() => dispatch({ type: 'edit', file, data: Object.fromEntries(Object.entries(doc.data ?? {}).filter(([k]) => k !== key)) })}
              >
                Reset to template
              </button>
            </li>
          ))}
        </ul>
      )}
      {mine.length > 0 && (
        <ul className="editor-problems" aria-label="Problems in this document">
          {mine.map((p) => (
            <li key={`${p.code}${p.pointer}${p.message}`} className={p.severity}>
              <strong>{p.pointer || '/'}</strong>: {p.message} ({p.code})
            </li>
          ))}
        </ul>
      )}
      <Form
        key={file}
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={doc.data ?? {}}
        validator={validator}
        widgets={widgets}
        fields={fields}
        formContext={choices}
        liveValidate
        showErrorList={false}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
        extraErrors={errorsAt(mine, '')}
        onChange={(e) => dispatch({ type: 'edit', file, data: e.formData as Record<string, unknown> })}
      />
    </section>
  );
}
