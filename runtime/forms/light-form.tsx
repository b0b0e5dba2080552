// A form's first step rendered without rjsf: the same widgets in the same frames as the engine.
// The server renders it into the page (form-island.tsx), so the form is there before any script
// runs and the first visit loads no form code; the rjsf engine replaces it when the visitor
// starts using the form (inline-form.tsx), taking over what was typed. Server only: the browser
// never downloads this module for a first visit.
import type { ReactNode } from 'react';
import { useSite } from '../data/site-context';
import { useTenantData } from '../data/tenant-data';
import { isFieldShown } from '../lib/forms/step-errors';
import { enumOptionsOf } from './choices';
import { isFieldHidden, SELF_LABELLED, widgetFor, widgetNameOf } from './field-widgets';
import type { ServedForm, ServedStep } from './form-query';
import { FormActions, Honeypot, StepHeader, TermsNote } from './form-parts';
import { nextStepIndex, startNav } from '../lib/forms/steps';
import { fieldUi, orderedFieldNames, uiOptionsOf } from './step-layout';
import { FieldFrame, type FieldWidgetProps } from './widget-kit';

const noop = () => {};
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

interface LightStepProps {
  step: ServedStep;
  idPrefix: string;
  values: Readonly<Record<string, unknown>>;
  onChange(name: string, value: unknown): void;
  files: Map<string, File[]>;
}

/** The fields of one step, as rjsf with our theme renders them. */
function LightStep({ step, idPrefix, values, onChange, files }: LightStepProps) {
  const site = useSite();
  const locations = useTenantData('locations');
  const properties = step.schema.properties ?? {};
  const required = new Set(step.schema.required ?? []);
  const fields: ReactNode[] = [];
  for (const name of orderedFieldNames(properties, step.uiSchema['ui:order'])) {
    const schema = properties[name]!;
    if (!isFieldShown(step.schema, name, values)) continue;
    const ui = fieldUi(step, name);
    const options = uiOptionsOf(ui);
    const widget = widgetNameOf(ui, schema);
    const Widget = widgetFor(widget);
    const id = `${idPrefix}_${name}`;
    const label = text(ui['ui:title']) ?? text(schema.title) ?? name;
    fields.push(
      <FieldFrame
        key={name}
        id={id}
        type={widget}
        label={label}
        required={required.has(name)}
        description={text(ui['ui:description']) ?? text(schema.description)}
        help={text(ui['ui:help'])}
        ownLabel={SELF_LABELLED.has(widget)}
        hidden={isFieldHidden(widget, { site, locations, options })}
      >
        <Widget
          id={id}
          name={name}
          value={values[name]}
          required={required.has(name)}
          readonly={ui['ui:readonly'] === true}
          disabled={ui['ui:disabled'] === true}
          placeholder={text(ui['ui:placeholder']) ?? ''}
          options={{ ...options, enumOptions: enumOptionsOf(schema, ui['ui:enumNames']) }}
          schema={schema as FieldWidgetProps['schema']}
          uiSchema={ui}
          label={label}
          onChange={(value: unknown) => onChange(name, value)}
          onBlur={noop}
          onFocus={noop}
          registry={{ formContext: { formData: values, files } }}
        />
      </FieldFrame>,
    );
  }
  return <div className="form-fields">{fields}</div>;
}

export interface LightFormProps {
  form: ServedForm;
  idPrefix: string;
  values: Readonly<Record<string, unknown>>;
  headingLevel?: 2 | 3;
  termsNote?: string;
  /** Interactive use (tests, previews); the server render needs none. */
  onChange?(name: string, value: unknown): void;
  files?: Map<string, File[]>;
}

/** The whole first step as the engine lays it out: header, fields, honeypot, terms and buttons. */
export function LightForm({ form, idPrefix, values, headingLevel = 2, termsNote, onChange = noop, files = new Map() }: LightFormProps) {
  const first = form.steps[0]!;
  const final =
    nextStepIndex(
      form.steps.map((s) => s.schema),
      0,
      values,
    ) === null;
  return (
    <div className="lead-form">
      <StepHeader nav={startNav(form.steps.length)} title={first.title} headingLevel={headingLevel} />
      {/* POST, so a submit before the scripts run never puts the visitor's details in a URL. */}
      <form className="lead-form-step" method="post" noValidate>
        <LightStep step={first} idPrefix={idPrefix} values={values} files={files} onChange={onChange} />
        <Honeypot idPrefix={idPrefix} />
        {final && <TermsNote text={termsNote} />}
        <FormActions final={final} submitting={false} />
      </form>
    </div>
  );
}
