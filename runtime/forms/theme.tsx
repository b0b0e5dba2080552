// The rjsf theme: our widgets for every field type, and templates that render each field as
// FieldFrame does (label, description, error, help, wired to the control), the step's fields
// without rjsf's fieldset chrome, and a summary alert instead of rjsf's error list. The multi-step
// engine renders the step title, progress and buttons itself.
import type {
  ErrorListProps,
  FieldProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  SubmitButtonProps,
  TemplatesType,
  BaseInputTemplateProps,
} from '@rjsf/utils';
import type { ComponentType } from 'react';
import { useSite } from '../data/site-context';
import { useTenantData } from '../data/tenant-data';
import { uiOptionsOf } from './step-layout';
import { isFieldShown } from '../lib/forms/step-errors';
import type { StepSchema } from '../lib/forms/field-schema';
import { defaultWidgets, fieldWidgets, isFieldHidden, SELF_LABELLED, widgetNameOf } from './field-widgets';
import { FieldFrame, TextInput, type FormUiContext } from './widget-kit';

type Data = Record<string, unknown>;

/** The property name of a field from its path ([] for the step object itself). */
function fieldName(props: { fieldPathId?: { path?: readonly (string | number)[] } }): string | undefined {
  const path = props.fieldPathId?.path ?? [];
  const last = path[path.length - 1];
  return last === undefined ? undefined : String(last);
}

function FieldTemplate(props: FieldTemplateProps) {
  const site = useSite();
  const locations = useTenantData('locations');
  const { id, label, required, rawDescription, rawHelp, rawErrors, hidden, children, schema, uiSchema, registry } = props;
  const name = fieldName(props);
  // The step object itself: its fields are laid out by ObjectFieldTemplate.
  if (name === undefined || schema.type === 'object') return children;
  const context = registry.formContext as Partial<FormUiContext & { fieldErrors: Record<string, string[]> }> | undefined;
  const step = registry.rootSchema as StepSchema;
  if (!isFieldShown(step, name, context?.formData ?? {}, context?.fieldErrors)) return null;
  const widget = widgetNameOf(uiSchema, schema as Data);
  return (
    <FieldFrame
      id={id}
      type={widget}
      label={label}
      required={required}
      description={rawDescription}
      help={rawHelp}
      errors={props.hideError ? undefined : rawErrors}
      ownLabel={SELF_LABELLED.has(widget)}
      hidden={hidden || isFieldHidden(widget, { site, locations, options: uiOptionsOf(uiSchema) })}
    >
      {children}
    </FieldFrame>
  );
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="form-fields">{properties.map((p) => p.content)}</div>;
}

/** One alert for the whole step (the engine shows it; rjsf's list is off). */
export function ErrorSummary({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div className="form-alert form-alert-error" role="alert">
      {count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`}
    </div>
  );
}

function ErrorListTemplate({ errors }: ErrorListProps) {
  return <ErrorSummary count={errors.length} />;
}

/** Used only where a form renders rjsf's own button; the engine renders its own. */
function SubmitButton(_props: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary">
      Submit
    </button>
  );
}

function BaseInputTemplate(props: BaseInputTemplateProps) {
  return <TextInput {...props} type={props.type} />;
}

const nothing = () => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
  BaseInputTemplate,
  // Field frames render descriptions, errors and help from the raw values.
  DescriptionFieldTemplate: nothing,
  TitleFieldTemplate: nothing,
  FieldErrorTemplate: nothing,
  FieldHelpTemplate: nothing,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};

export const widgets = { ...defaultWidgets, ...fieldWidgets } as unknown as RegistryWidgetsType;

const FIELD_FOR_TYPE: Record<string, string> = {
  array: 'ArrayField',
  boolean: 'BooleanField',
  integer: 'NumberField',
  number: 'NumberField',
  string: 'StringField',
};

/**
 * A type used as `"ui:field"` renders like `"ui:widget"`: through rjsf's field for the schema's
 * type with the type's widget, so there is one component per type either way.
 */
function typeField(type: string): ComponentType<FieldProps> {
  function TypeField(props: FieldProps) {
    const schemaType = Array.isArray(props.schema.type) ? props.schema.type[0] : props.schema.type;
    const Field = props.registry.fields[FIELD_FOR_TYPE[String(schemaType)] ?? 'StringField']!;
    const { 'ui:field': _field, ...ui } = props.uiSchema ?? {};
    return <Field {...props} uiSchema={{ ...ui, 'ui:widget': type }} />;
  }
  TypeField.displayName = `${type}Field`;
  return TypeField;
}

export const fields = Object.fromEntries(Object.keys(fieldWidgets).map((type) => [type, typeField(type)])) as RegistryFieldsType;
