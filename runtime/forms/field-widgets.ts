// The field-type registry of the form engine: `type` -> widget, one line per type (spec section 3
// "Form field types"). A form names a type in its uiSchema (`"ui:widget": "phone"`, or
// `"ui:field"`); rjsf gets these as its `widgets` (and, through the theme, `fields`), and the
// light server-rendered form renders the same components. The types' schema fragments are in
// field-schemas.ts; adding a type: fields/<kebab-name>/schema.json + widget.tsx + widget.test.tsx
// and one line in each registry.
import type { ComponentType } from 'react';
import type { FieldType } from './field-schemas';
import type { PublicSite } from '../lib/public-site';
import type { FieldWidgetProps } from './widget-kit';
import AddressWidget from './fields/address/widget';
import ButtonWidget from './fields/button/widget';
import CardNumberWidget from './fields/card-number/widget';
import CcExpirationWidget from './fields/cc-expiration/widget';
import CheckWidget from './fields/check/widget';
import CheckGroupWidget from './fields/check-group/widget';
import CheckCardWidget from './fields/check-card/widget';
import CurrencyWidget from './fields/currency/widget';
import DateTimeWidget from './fields/date-time/widget';
import DateTimeGenericWidget from './fields/date-time-generic/widget';
import DistanceWidget from './fields/distance/widget';
import DobWidget from './fields/dob/widget';
import EmailWidget from './fields/email/widget';
import ExpiryDateWidget from './fields/expiry-date/widget';
import FileWidget from './fields/file/widget';
import FullNameWidget from './fields/full-name/widget';
import HiddenWidget from './fields/hidden/widget';
import KilometreWidget from './fields/kilometre/widget';
import LicenseNumberWidget from './fields/license-number/widget';
import LocationSelectWidget from './fields/location-select/widget';
import LocationSelectCustomWidget from './fields/location-select-custom/widget';
import WebsiteLocationSelectWidget from './fields/website-location-select/widget';
import MakeWidget from './fields/make/widget';
import ModelWidget from './fields/model/widget';
import NameWidget from './fields/name/widget';
import NumberWidget from './fields/number/widget';
import OptInWidget from './fields/opt-in/widget';
import PhoneWidget from './fields/phone/widget';
import PostcodeWidget from './fields/postcode/widget';
import RadioWidget from './fields/radio/widget';
import RadioGroupWidget from './fields/radio-group/widget';
import RadioCardGroupWidget from './fields/radio-card-group/widget';
import RegoWidget from './fields/rego/widget';
import SelectWidget from './fields/select/widget';
import ServiceIntervalWidget from './fields/service-interval/widget';
import StarRatingWidget from './fields/star-rating/widget';
import StringWidget from './fields/string/widget';
import TextareaWidget from './fields/textarea/widget';
import TyresWidget from './fields/tyres/widget';
import YearWidget from './fields/year/widget';
import CricksInstalledWidget from './fields/cricks-installed/widget';
import CricksSpecialLocationWidget from './fields/cricks-special-location/widget';
import BookingSlotWidget from './fields/booking-slot/widget';
import { asksForDealership } from './fields/website-location-select/widget';
import { locationChoices } from './fields/location-select/widget';
import type { Location } from '../../schemas/types/location';

export type FieldWidget = ComponentType<FieldWidgetProps>;

export const fieldWidgets = {
  address: AddressWidget,
  button: ButtonWidget,
  cardNumber: CardNumberWidget,
  ccExpiration: CcExpirationWidget,
  check: CheckWidget,
  checkGroup: CheckGroupWidget,
  checkCard: CheckCardWidget,
  currency: CurrencyWidget,
  dateTime: DateTimeWidget,
  dateTimeGeneric: DateTimeGenericWidget,
  distance: DistanceWidget,
  dob: DobWidget,
  email: EmailWidget,
  expiryDate: ExpiryDateWidget,
  file: FileWidget,
  fullName: FullNameWidget,
  hidden: HiddenWidget,
  kilometre: KilometreWidget,
  licenseNumber: LicenseNumberWidget,
  locationSelect: LocationSelectWidget,
  locationSelectCustom: LocationSelectCustomWidget,
  websiteLocationSelect: WebsiteLocationSelectWidget,
  make: MakeWidget,
  model: ModelWidget,
  name: NameWidget,
  number: NumberWidget,
  optIn: OptInWidget,
  phone: PhoneWidget,
  postcode: PostcodeWidget,
  radio: RadioWidget,
  radioGroup: RadioGroupWidget,
  radioCardGroup: RadioCardGroupWidget,
  rego: RegoWidget,
  select: SelectWidget,
  serviceInterval: ServiceIntervalWidget,
  starRating: StarRatingWidget,
  string: StringWidget,
  textarea: TextareaWidget,
  tyres: TyresWidget,
  year: YearWidget,
  cricksInstalled: CricksInstalledWidget,
  cricksSpecialLocation: CricksSpecialLocationWidget,
  bookingSlot: BookingSlotWidget,
} satisfies Record<FieldType, FieldWidget>;

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

/** Types whose widget renders its own label or legend (checkboxes, groups, date and time, a button). */
export const SELF_LABELLED: ReadonlySet<string> = new Set<string>([
  'check',
  'checkCard',
  'optIn',
  'checkGroup',
  'radio',
  'radioGroup',
  'radioCardGroup',
  'cricksInstalled',
  'starRating',
  'dateTime',
  'bookingSlot',
  'button',
  'checkbox',
  'checkboxes',
]);

export function isFieldType(name: unknown): name is FieldType {
  return typeof name === 'string' && Object.hasOwn(fieldWidgets, name);
}

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

export interface HiddenFieldContext {
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
  if (name === 'locationSelect') return locationChoices(locations, site, options.locationTypes).length === 1;
  return false;
}
