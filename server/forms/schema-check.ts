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

/** Schemas already found sound (equal forms of many tenants are checked once); bounded. */
const sound = new Set<string>();
const SOUND_LIMIT = 2000;

export function checkStepSchemas(form: CompiledForm, locate: Locator): Problem[] {
  const key = formSchemaHash(form);
  if (sound.has(key)) return [];
  const problems: Problem[] = [];
  form.steps.forEach((step, i) => {
    if (!metaAjv.validateSchema(step.schema)) {
      problems.push(...problemsFromAjv(metaAjv.errors ?? [], { locate, prefix: toPointer(['steps', i, 'schema']), code: 'schema' }));
    }
  });
  if (problems.length) return problems;
  // rjsf's ajv setup is this one plus rjsf's own formats and annotations, which never fail to compile.
  const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 8, discriminator: false });
  addFormats.default(ajv);
  form.steps.forEach((step, i) => {
    try {
      ajv.compile(step.schema as object);
    } catch (error) {
      const pointer = toPointer(['steps', i, 'schema']);
      problems.push({
        ...locate(pointer),
        severity: 'error',
        code: 'schema',
        pointer,
        message: `the step schema does not compile: ${(error as Error).message}`,
      });
    }
  });
  if (!problems.length) {
    if (sound.size >= SOUND_LIMIT) sound.delete(sound.values().next().value!);
    sound.add(key);
  }
  return problems;
}
