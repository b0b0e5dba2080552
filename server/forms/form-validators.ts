// One ajv instance per compiled form, set up the way rjsf's validator-ajv8 sets up its own: the
// server validates leads with it, and its standalone code is the browser's precompiled
// validator, so both sides run the same compiled checks. Schemas are keyed by rjsf's hash of
// the step schema, which is how rjsf's precompiled validator finds the function for a schema.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import createAjvInstance, { AJV_CONFIG } from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import { problemsFromAjv, type Locator } from '../tenants/ajv-problems';
import { toPointer } from '../tenants/json-document';
import type { Problem } from '../tenants/problem';
import type { CompiledForm } from './compile-form';
import { RUNTIME_MODULES, RUNTIME_URL } from './ajv-runtime';
import { formSchemaHash } from './schema-check';

export { formSchemaHash };

interface FormValidators {
  /** rjsf's key (hash) of each step's schema. */
  stepIds: string[];
  /** Server-side validate function of each step. */
  steps: ValidateFunction[];
  /** The browser module: precompiled validators as an ES module importing RUNTIME_URL. */
  moduleCode: string;
}

const byForm = new WeakMap<object, FormValidators>();

/**
 * Validators shared between forms whose step schemas are equal (most tenants use their template's
 * forms unchanged), keyed by a hash of the compiled step schemas: one ajv instance and one set of
 * compiled functions serves them all. Bounded; a form keeps its own validators through byForm.
 */
const shared = new Map<string, FormValidators>();
const SHARED_VALIDATORS_LIMIT = 2000;

function remember(key: string, validators: FormValidators): void {
  if (shared.size >= SHARED_VALIDATORS_LIMIT) shared.delete(shared.keys().next().value!);
  shared.set(key, validators);
}

// Checks step schemas against the JSON Schema meta-schema, to report mistakes with positions.
const metaAjv = new Ajv({ allErrors: true, strict: false });

function createFormAjv(schemas: RJSFSchema[]): Ajv {
  // verbose off: rjsf reads titles from the uiSchema and schema, and the code stays smaller.
  const ajv = createAjvInstance(undefined, undefined, { ...AJV_CONFIG, verbose: false, code: { source: true, lines: true }, schemas }, false);
  addFormats.default(ajv as unknown as Parameters<typeof addFormats.default>[0]);
  return ajv;
}

/**
 * Turns ajv's CommonJS standalone output into a browser ES module: its `require()` calls read
 * the served runtime module, its exports become the default export (keys are schema hashes,
 * not identifiers), and `stepIds` lists the step schemas' keys in order.
 */
function toBrowserModule(cjs: string, stepIds: string[]): string {
  const unknown = new Set<string>();
  const body = cjs.replace(/require\("([^"]+)"\)/g, (_, spec: string) => {
    if (!(RUNTIME_MODULES as readonly string[]).includes(spec)) unknown.add(spec);
    return `__ajvRuntime[${JSON.stringify(spec)}]`;
  });
  if (unknown.size) throw new Error(`the generated validator needs ${[...unknown].join(', ')}, which the browser runtime does not bundle`);
  return [
    `import { modules as __ajvRuntime } from ${JSON.stringify(RUNTIME_URL)};`,
    'const exports = {};',
    body,
    'export default exports;',
    `export const stepIds = ${JSON.stringify(stepIds)};`,
    '',
  ].join('\n');
}

interface ValidatorsBuild {
  validators: FormValidators | null;
  problems: Problem[];
}

/** Builds (and remembers, per compiled form object) the validators of a form; problems if a step schema is broken. */
export function buildFormValidators(form: CompiledForm, locate: Locator): ValidatorsBuild {
  const key = formSchemaHash(form);
  // Equal schemas passed every check below already: share what was compiled for them.
  const known = shared.get(key);
  if (known) {
    byForm.set(form, known);
    return { validators: known, problems: [] };
  }
  const problems: Problem[] = [];
  form.steps.forEach((step, i) => {
    if (!metaAjv.validateSchema(step.schema)) {
      problems.push(...problemsFromAjv(metaAjv.errors ?? [], { locate, prefix: toPointer(['steps', i, 'schema']), code: 'schema' }));
    }
  });
  if (problems.length) return { validators: null, problems };

  const stepIds = form.steps.map((step) => hashForSchema(step.schema as RJSFSchema));
  const schemas = new Map<string, RJSFSchema>();
  for (const step of form.steps) for (const [key, schema] of Object.entries(schemaParser(step.schema as RJSFSchema))) schemas.set(key, schema);
  const ajv = createFormAjv([...schemas.values()]);
  const steps: ValidateFunction[] = [];
  for (const [i, id] of stepIds.entries()) {
    try {
      steps.push(ajv.getSchema(id)!);
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
  }
  if (problems.length) return { validators: null, problems };
  // The browser module is generated when a browser first asks for it, not at tenant load.
  let moduleCode: string | undefined;
  const validators: FormValidators = {
    stepIds,
    steps,
    get moduleCode() {
      return (moduleCode ??= toBrowserModule(standaloneCode(ajv), stepIds));
    },
  };
  byForm.set(form, validators);
  remember(key, validators);
  return { validators, problems };
}

/** The validators of a compiled form (built at tenant load; built here if the form came another way). */
export function formValidators(form: CompiledForm): FormValidators {
  const known = byForm.get(form);
  if (known) return known;
  const { validators, problems } = buildFormValidators(form, () => ({ file: '(form)', line: 1, col: 1 }));
  if (!validators) throw new Error(`form schema does not compile: ${problems.map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
  return validators;
}
