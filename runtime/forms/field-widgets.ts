// The form engine's side of the field-type registry: `type` -> widget (field-widgets.gen.ts,
// generated from the folders under fields/). A form names a type in its uiSchema
// (`"ui:widget": "phone"`, or `"ui:field"`); rjsf gets these as its `widgets` (and, through the
// theme, `fields`), and the light server-rendered form renders the same components.
import type { ComponentType } from 'react';
import { FIELD_TYPES, fieldFactsOf, isFieldType } from './field-schemas';
import { fieldWidgets } from './field-widgets.gen';
import type { PublicSite } from '../lib/public-site';
import type { FieldWidgetProps } from './widget-kit';
import CheckWidget from './fields/check/widget';
import CheckGroupWidget from './fields/check-group/widget';
import DateTimeGenericWidget from './fields/date-time-generic/widget';
import ExpiryDateWidget from './fields/expiry-date/widget';
import NumberWidget from './fields/number/widget';
import RadioWidget from './fields/radio/widget';
import SelectWidget from './fields/select/widget';
import StringWidget from './fields/string/widget';
import { asksForDealership, locationChoices } from './site-filled-fields';
import type { Location } from '../../schemas/types/location';

export { fieldWidgets, isFieldType };

type FieldWidget = ComponentType<FieldWidgetProps>;

/**
 * rjsf's own widget names, for fields a form leaves without a type: they render with our
 * widgets too, so every control looks and behaves alike.
 */
export const defaultWidgets: Record<string, FieldWidget> = {
  text: StringWidget,
  checkbox: CheckWidget,
  checkboxes: CheckGroupWidget,
  select: SelectWidget,
  radio: RadioWidget,
  updown: NumberWidget,
  date: ExpiryDateWidget,
  datetime: DateTimeGenericWidget,
};

/** Widgets that render their own label or legend: the types whose facts say so, and rjsf's checkbox widgets. */
export const SELF_LABELLED: ReadonlySet<string> = new Set<string>([...FIELD_TYPES.filter((t) => fieldFactsOf(t)?.selfLabelled), 'checkbox', 'checkboxes']);

/** The widget a field renders with: its type (ui:field wins over ui:widget, as in rjsf), else rjsf's default for the schema. */
export function widgetNameOf(uiSchema: Readonly<Record<string, unknown>> | undefined, schema: Readonly<Record<string, unknown>> = {}): string {
  for (const key of ['ui:field', 'ui:widget']) {
    const name = uiSchema?.[key];
    if (typeof name === 'string' && (isFieldType(name) || Object.hasOwn(defaultWidgets, name))) return name;
  }
  if (schema.type === 'boolean') return 'checkbox';
  if (schema.type === 'array') return 'checkboxes';
  if (Array.isArray(schema.enum) || Array.isArray(schema.oneOf)) return 'select';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'datetime';
  if (schema.type === 'number' || schema.type === 'integer') return 'updown';
  return 'text';
}

export function widgetFor(name: string): FieldWidget {
  return (fieldWidgets as Record<string, FieldWidget>)[name] ?? defaultWidgets[name] ?? StringWidget;
}

interface HiddenFieldContext {
  site: Pick<PublicSite, 'dealerships' | 'locations'>;
  locations: readonly Location[];
  /** The field's widget options (ui:options and the other ui:* keys). */
  options: Readonly<Record<string, unknown>>;
}

/**
 * A field the visitor does not see: hidden fields, the dealership choice on a site with one
 * dealership, and the location choice when there is one location to choose.
 */
export function isFieldHidden(name: string, { site, locations, options }: HiddenFieldContext): boolean {
  if (name === 'hidden') return true;
  if (name === 'websiteLocationSelect') return !asksForDealership(site);
  if (name === 'locationSelect') return locationChoices(locations, site, options.locationTypes, options.locationSubtypes).length === 1;
  return false;
}
