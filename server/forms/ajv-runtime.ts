// The few ajv helpers a precompiled validator calls at run time (string length in code points,
// deep equality, format checks), bundled once into one small browser ES module served at
// /api/forms/runtime.js. Generated validator modules import it instead of `require()`.
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { projectRoot as projectRootDir } from '../project-root';
import { COLOR_FORMAT_REGEX, DATA_URL_FORMAT_REGEX } from '@rjsf/validator-ajv8/lib/createAjvInstance.js';

/** The `require()` specifiers generated code may use, each exported under its own name by the runtime. */
export const RUNTIME_MODULES = [
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/equal',
  'ajv/dist/runtime/validation_error',
  'ajv-formats/dist/formats',
] as const;

const require = createRequire(import.meta.url);

const versionOf = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;

/** Changes whenever the bundled helpers can change, so the runtime is cached for a year under it. */
export const RUNTIME_VERSION = `${versionOf('ajv')}-${versionOf('ajv-formats')}-1`;
const RUNTIME_PATH = '/api/forms/runtime.js';
export const RUNTIME_URL = `${RUNTIME_PATH}?v=${RUNTIME_VERSION}`;

// rjsf's two extra formats live in its own ajv setup, not in ajv-formats: the runtime adds them
// to the format table the generated code reads.
const ENTRY = `
const formats = require("ajv-formats/dist/formats");
const extra = { "data-url": ${String(DATA_URL_FORMAT_REGEX)}, color: ${String(COLOR_FORMAT_REGEX)} };
export const modules = {
  "ajv/dist/runtime/ucs2length": require("ajv/dist/runtime/ucs2length"),
  "ajv/dist/runtime/equal": require("ajv/dist/runtime/equal"),
  "ajv/dist/runtime/validation_error": require("ajv/dist/runtime/validation_error"),
  "ajv-formats/dist/formats": { ...formats, fullFormats: { ...formats.fullFormats, ...extra }, fastFormats: { ...formats.fastFormats, ...extra } },
};
`;

let bundled: Promise<string> | undefined;

/** The runtime module's source (built on first use, then kept). */
export function ajvRuntimeSource(): Promise<string> {
  bundled ??= build({
    stdin: { contents: ENTRY, resolveDir: projectRootDir, loader: 'js', sourcefile: 'ajv-runtime.js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
  }).then((result) => result.outputFiles[0]!.text);
  bundled.catch(() => (bundled = undefined));
  return bundled;
}
