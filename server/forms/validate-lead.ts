// Server-side lead validation: the same compiled step schemas the browser validates with (ajv,
// all errors), then the same field rules, worded by the same messageFor. The lead pipeline
// answers 422 {error, fields} when this says no.
import type { Tenant } from '../tenants/tenant';
import { HttpError } from '../http/http-error';
import { INVALID_LEAD_MESSAGE } from '../../runtime/lib/forms/messages';
import { prepareStepData, stepFieldErrors } from '../../runtime/lib/forms/step-errors';
import type { CompiledForm } from './compile-form';
import { formValidators } from './form-validators';

export type LeadValidation = { ok: true } | { ok: false; error: string; fields: Record<string, string> };

interface LeadValidationOptions {
  /** 0-based step of an incomplete save: only that step is checked. Without it, every step is (a final submit). */
  stepIndex?: number;
  /** Missing fields are not errors (a save of whatever the visitor has filled in); present ones must be valid. */
  partial?: boolean;
}

/** The tenant's compiled form of that name; 404 when it has none. */
export function compiledForm(tenant: Tenant, formName: string): CompiledForm {
  const form = Object.hasOwn(tenant.forms, formName) ? tenant.forms[formName] : undefined;
  if (!form) throw new HttpError(404, `Unknown form "${formName}"`);
  return form as CompiledForm;
}

/**
 * Checks a lead against a form. Fields the form does not have (tracking, dealership_slug ...)
 * are ignored. Throws HttpError 404 for an unknown form, and 400 for a step index the form lacks.
 */
export function validateLead(tenant: Tenant, formName: string, lead: Readonly<Record<string, unknown>>, options: LeadValidationOptions = {}): LeadValidation {
  const form = compiledForm(tenant, formName);
  const validators = formValidators(form);
  const { stepIndex } = options;
  if (stepIndex !== undefined && (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex >= form.steps.length)) {
    throw new HttpError(400, `Form "${formName}" has no step ${stepIndex + 1}`);
  }
  const indexes = stepIndex === undefined ? form.steps.map((_, i) => i) : [stepIndex];
  const fields: Record<string, string> = {};
  for (const i of indexes) {
    const step = form.steps[i]!;
    const data = prepareStepData(step.schema, lead);
    const validate = validators.steps[i]!;
    validate(data);
    Object.assign(fields, stepFieldErrors(step.schema, data, validate.errors, { ignoreMissing: options.partial }));
  }
  return Object.keys(fields).length ? { ok: false, error: INVALID_LEAD_MESSAGE, fields } : { ok: true };
}

/** validateLead, throwing HttpError(422, error, {fields}) when the lead is invalid. */
export function assertValidLead(tenant: Tenant, formName: string, lead: Readonly<Record<string, unknown>>, options: LeadValidationOptions = {}): void {
  const result = validateLead(tenant, formName, lead, options);
  if (!result.ok) throw new HttpError(422, result.error, { fields: result.fields });
}
