// The browser's form validator: the server-generated precompiled validator module (no ajv
// compiler, no eval, so a strict CSP holds) wrapped as one rjsf ValidatorType for every step of a
// form. Messages come from the same stepFieldErrors the server's 422 uses, so a visitor sees
// exactly the server's wording, one message per field.
//
//   const validator = await loadFormValidator('enquiry');
//   <Form schema={form.steps[i].schema} uiSchema={form.steps[i].uiSchema} validator={validator} ... />
//
// Pass each step's compiled schema unchanged (as GET /api/forms/:name serves it): the
// precompiled functions are found by rjsf's hash of that schema.
import {
  createErrorHandler,
  deepEquals,
  hashForSchema,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
// The file, not the package index: the index also builds a default (compiling) validator.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { StepSchema } from '../lib/forms/field-schema';
import type { AjvLikeError } from '../lib/forms/message-for';
import { prepareStepData, stepFieldErrors } from '../lib/forms/step-errors';

type FormData = Record<string, unknown>;

/** What GET /api/forms/:name/validator.js exports. */
export interface FormValidatorModule {
  default: ValidatorFunctions;
  stepIds: string[];
}

function validatorModuleUrl(name: string): string {
  return `/api/forms/${encodeURIComponent(name)}/validator.js`;
}

interface StepEntry {
  schema: RJSFSchema;
  precompiled: ValidatorType<FormData, RJSFSchema>;
}

/** One rjsf validator for all steps of a form; it picks the step by the root schema rjsf passes. */
export class FormValidator implements ValidatorType<FormData, RJSFSchema> {
  private readonly roots = new Map<string, StepEntry>();
  private readonly keys = new WeakMap<object, string>();

  constructor(
    private readonly validateFns: ValidatorFunctions,
    readonly stepIds: readonly string[],
  ) {}

  private keyOf(schema: RJSFSchema): string {
    let key = this.keys.get(schema);
    if (key === undefined) this.keys.set(schema, (key = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema)));
    return key;
  }

  /** The step a root schema belongs to: by its key, or (a resolved copy rjsf made) by equality. */
  private step(schema: RJSFSchema): StepEntry {
    const key = this.keyOf(schema);
    let entry = this.roots.get(key);
    if (entry) return entry;
    if (this.stepIds.includes(key)) {
      entry = { schema, precompiled: createPrecompiledValidator<FormData, RJSFSchema>(this.validateFns, schema) };
      this.roots.set(key, entry);
      return entry;
    }
    for (const known of this.roots.values()) if (deepEquals(known.schema, schema)) return known;
    throw new Error('This schema is not a step of the form this validator was built for (was the form reloaded, or its schema changed?)');
  }

  /** One message per failed field of a step: what the server's 422 `fields` would say for this data. */
  fieldErrors(schema: RJSFSchema, formData: FormData | undefined): Record<string, string> {
    const entry = this.step(schema);
    const stepSchema = entry.schema as StepSchema;
    const data = prepareStepData(stepSchema, formData);
    const { errors } = entry.precompiled.rawValidation<AjvLikeError>(entry.schema, data);
    return stepFieldErrors(stepSchema, data, errors);
  }

  validateFormData(
    formData: FormData | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormData, RJSFSchema>,
    transformErrors?: ErrorTransformer<FormData, RJSFSchema>,
    uiSchema?: UiSchema<FormData, RJSFSchema>,
  ): ValidationData<FormData> {
    const fields = this.fieldErrors(schema, formData);
    const properties = (this.step(schema).schema.properties ?? {}) as Record<string, { title?: string }>;
    let errors: RJSFValidationError[] = Object.entries(fields).map(([name, message]) => {
      const title = properties[name]?.title ?? name;
      return { name: 'field', property: `.${name}`, message, params: {}, stack: `${title}: ${message}`, schemaPath: `#/properties/${name}`, title };
    });
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<FormData>(errors);
    if (typeof customValidate !== 'function') return { errors, errorSchema };
    const handler = customValidate(formData ?? {}, createErrorHandler<FormData>(formData ?? {}), uiSchema, errorSchema as ErrorSchema<FormData>);
    return validationDataMerge<FormData>({ errors, errorSchema }, unwrapErrorHandler<FormData>(handler));
  }

  isValid(schema: RJSFSchema, formData: FormData | undefined, rootSchema: RJSFSchema): boolean {
    const entry = this.step(rootSchema);
    return entry.precompiled.isValid(schema, formData, entry.schema);
  }

  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: FormData): { errors?: Result[]; validationError?: Error } {
    const entry = this.step(schema);
    return entry.precompiled.rawValidation<Result>(entry.schema, formData);
  }
}

/** Wraps an imported validator module (tests import it in Node; the browser through loadFormValidator). */
export function formValidatorFrom(module: FormValidatorModule): FormValidator {
  return new FormValidator(module.default, module.stepIds);
}

const loaded = new Map<string, Promise<FormValidator>>();

/** The validator of the current site's form `name`, loaded once per page. */
export function loadFormValidator(name: string): Promise<FormValidator> {
  let validator = loaded.get(name);
  if (!validator) {
    validator = (import(/* @vite-ignore */ validatorModuleUrl(name)) as Promise<FormValidatorModule>).then(formValidatorFrom);
    validator.catch(() => loaded.delete(name));
    loaded.set(name, validator);
  }
  return validator;
}
