// The shape of a lead request body, checked against schemas/lead.schema.json before anything else.
import { Ajv } from 'ajv';
import leadSchema from '../../schemas/lead.schema.json';
import type { LeadInput } from '../../schemas/types/lead';
import { HttpError } from '../http/http-error';

const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true });
const validate = ajv.compile(leadSchema);

/** The `lead` object of a `{lead:{...}}` body, or a 400 saying what is wrong with it. */
export function parseLeadRequest(body: unknown): LeadInput {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('lead' in body)) {
    throw new HttpError(400, 'The body must be JSON of the form {"lead":{"form":"<form name>", ...}}');
  }
  if (!validate(body)) {
    const e = validate.errors?.[0];
    throw new HttpError(400, `Invalid lead: ${e ? `${e.instancePath || '/'} ${e.message ?? 'is invalid'}` : 'does not match the lead schema'}`);
  }
  return (body as { lead: LeadInput }).lead;
}
