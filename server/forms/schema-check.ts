// What the tenant loader (and so builder-cli validate) checks of a compiled form's step schemas:
// that each is valid JSON Schema and compiles. Plain ajv, so loading a tenant never loads rjsf
// (whose utilities import React); the rjsf-keyed validators the server and the browser run are
// built from the same schemas on first use (server/forms/form-validators.ts).
import { createHash } from 'node:crypto';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { problemsFromAjv, type Locator } from '../tenants/ajv-problems';
import { toPointer } from '../tenants/json-document';
import type { Problem } from '../tenants/problem';
import type { CompiledForm } from './compile-form';

/** The sharing key of a form's validators: SHA-256 of the compiled form's step schemas, in order. */
export function formSchemaHash(form: CompiledForm): string {
  return createHash('sha256')
    .update(JSON.stringify(form.steps.map((step) => step.schema)))
    .digest('base64url');
}

// Checks step schemas against the JSON Schema meta-schema, to report mistakes with positions.
const metaAjv = new Ajv({ allErrors: true, strict: false });
// rjsf's ajv setup is this one plus rjsf's own formats and annotations, which never fail to compile.
// One instance for every form: a new Ajv compiles the meta-schemas and formats again (most of the
// cost of checking a form); each schema is removed again once compiled, so nothing accumulates.
const compileAjv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 8, discriminator: false });
addFormats.default(compileAjv);

/**
 * Step schemas already found sound, by a hash of the schema: a form's steps are checked one by one,
 * so a step that many tenants share (most of a template's form) is checked once; bounded.
 */
const sound = new Set<string>();
const SOUND_LIMIT = 5000;

export function checkStepSchemas(form: CompiledForm, locate: Locator): Problem[] {
  const unchecked = form.steps
    .map((step, i) => ({ schema: step.schema as object, i, key: createHash('sha256').update(JSON.stringify(step.schema)).digest('base64url') }))
    .filter((step) => !sound.has(step.key));
  const problems: Problem[] = [];
  for (const { schema, i } of unchecked) {
    if (!metaAjv.validateSchema(schema)) {
      problems.push(...problemsFromAjv(metaAjv.errors ?? [], { locate, prefix: toPointer(['steps', i, 'schema']), code: 'schema' }));
    }
  }
  if (problems.length) return problems;
  for (const { schema, i } of unchecked) {
    try {
      compileAjv.compile(schema);
    } catch (error) {
      const pointer = toPointer(['steps', i, 'schema']);
      problems.push({
        ...locate(pointer),
        severity: 'error',
        code: 'schema',
        pointer,
        message: `the step schema does not compile: ${(error as Error).message}`,
      });
    } finally {
      compileAjv.removeSchema(schema);
    }
  }
  // A form's steps are sound together or reported together, as before steps were cached one by one.
  if (!problems.length) {
    for (const { key } of unchecked) {
      if (sound.size >= SOUND_LIMIT) sound.delete(sound.values().next().value!);
      sound.add(key);
    }
  }
  return problems;
}
