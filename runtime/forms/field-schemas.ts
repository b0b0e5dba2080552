// The field-type registry: a form's uiSchema names a type (`"ui:widget": "phone"` or
// `"ui:field": "fullName"`), and the type's JSON Schema fragment is merged under the tenant's
// property schema when the form is compiled at load. One folder per type under fields/, holding
// schema.json (here), its widget and the widget's test (the form engine's registry). No React
// here: the server imports this file.
// Adding a type: fields/<kebab-name>/schema.json, one line below, and the widget.
import type { FieldSchema } from '../lib/forms/field-schema';
import addressSchema from './fields/address/schema.json';
import buttonSchema from './fields/button/schema.json';
import cardNumberSchema from './fields/card-number/schema.json';
import ccExpirationSchema from './fields/cc-expiration/schema.json';
import checkSchema from './fields/check/schema.json';
import checkGroupSchema from './fields/check-group/schema.json';
import checkCardSchema from './fields/check-card/schema.json';
import currencySchema from './fields/currency/schema.json';
import dateTimeSchema from './fields/date-time/schema.json';
import dateTimeGenericSchema from './fields/date-time-generic/schema.json';
import distanceSchema from './fields/distance/schema.json';
import dobSchema from './fields/dob/schema.json';
import emailSchema from './fields/email/schema.json';
import expiryDateSchema from './fields/expiry-date/schema.json';
import fileSchema from './fields/file/schema.json';
import fullNameSchema from './fields/full-name/schema.json';
import hiddenSchema from './fields/hidden/schema.json';
import kilometreSchema from './fields/kilometre/schema.json';
import licenseNumberSchema from './fields/license-number/schema.json';
import locationSelectSchema from './fields/location-select/schema.json';
import locationSelectCustomSchema from './fields/location-select-custom/schema.json';
import websiteLocationSelectSchema from './fields/website-location-select/schema.json';
import makeSchema from './fields/make/schema.json';
import modelSchema from './fields/model/schema.json';
import nameSchema from './fields/name/schema.json';
import numberSchema from './fields/number/schema.json';
import optInSchema from './fields/opt-in/schema.json';
import phoneSchema from './fields/phone/schema.json';
import postcodeSchema from './fields/postcode/schema.json';
import radioSchema from './fields/radio/schema.json';
import radioGroupSchema from './fields/radio-group/schema.json';
import radioCardGroupSchema from './fields/radio-card-group/schema.json';
import regoSchema from './fields/rego/schema.json';
import selectSchema from './fields/select/schema.json';
import serviceIntervalSchema from './fields/service-interval/schema.json';
import starRatingSchema from './fields/star-rating/schema.json';
import stringSchema from './fields/string/schema.json';
import textareaSchema from './fields/textarea/schema.json';
import tyresSchema from './fields/tyres/schema.json';
import yearSchema from './fields/year/schema.json';
import cricksInstalledSchema from './fields/cricks-installed/schema.json';
import cricksSpecialLocationSchema from './fields/cricks-special-location/schema.json';
import bookingSlotSchema from './fields/booking-slot/schema.json';

/** The field types of spec section 3 ("Form field types"). */
const standardTypes = {
  address: addressSchema,
  button: buttonSchema,
  cardNumber: cardNumberSchema,
  ccExpiration: ccExpirationSchema,
  check: checkSchema,
  checkGroup: checkGroupSchema,
  checkCard: checkCardSchema,
  currency: currencySchema,
  dateTime: dateTimeSchema,
  dateTimeGeneric: dateTimeGenericSchema,
  distance: distanceSchema,
  dob: dobSchema,
  email: emailSchema,
  expiryDate: expiryDateSchema,
  file: fileSchema,
  fullName: fullNameSchema,
  hidden: hiddenSchema,
  kilometre: kilometreSchema,
  licenseNumber: licenseNumberSchema,
  locationSelect: locationSelectSchema,
  locationSelectCustom: locationSelectCustomSchema,
  websiteLocationSelect: websiteLocationSelectSchema,
  make: makeSchema,
  model: modelSchema,
  name: nameSchema,
  number: numberSchema,
  optIn: optInSchema,
  phone: phoneSchema,
  postcode: postcodeSchema,
  radio: radioSchema,
  radioGroup: radioGroupSchema,
  radioCardGroup: radioCardGroupSchema,
  rego: regoSchema,
  select: selectSchema,
  serviceInterval: serviceIntervalSchema,
  starRating: starRatingSchema,
  string: stringSchema,
  textarea: textareaSchema,
  tyres: tyresSchema,
  year: yearSchema,
};

/** Tenant-specific custom components, and the platform's own (bookingSlot: a real service or test-drive slot); registered like every other type. */
const customTypes = {
  cricksInstalled: cricksInstalledSchema,
  cricksSpecialLocation: cricksSpecialLocationSchema,
  bookingSlot: bookingSlotSchema,
};

export const fieldSchemas = { ...standardTypes, ...customTypes } satisfies Record<string, Record<string, unknown>>;

export type FieldType = keyof typeof fieldSchemas;

export const FIELD_TYPES = Object.keys(fieldSchemas) as FieldType[];

export function isFieldType(name: unknown): name is FieldType {
  return typeof name === 'string' && Object.hasOwn(fieldSchemas, name);
}

/** The schema fragment of a field type, or undefined for a name no type has. */
export function fieldSchemaOf(name: string): FieldSchema | undefined {
  return isFieldType(name) ? (fieldSchemas[name] as FieldSchema) : undefined;
}

/** The folder of a type under runtime/forms/fields/ (kebab-case, like every folder). */
export function fieldFolder(name: FieldType): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
