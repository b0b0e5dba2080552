// ajv set up once for every tenant document kind and every block's props schema.
// Two annotations our schemas carry:
//   "x-html": true        the string is dealer HTML: sanitised in place after validation
//   "x-reference": "form" the string names another document: collected for the cross-document check
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import addFormats from 'ajv-formats';
import sanitizeHtml from 'sanitize-html';
import siteSchema from '../../schemas/site.schema.json';
import pageSchema from '../../schemas/page.schema.json';
import formSchema from '../../schemas/form.schema.json';
import buttonsSchema from '../../schemas/buttons.schema.json';
import locationSchema from '../../schemas/location.schema.json';
import leadRoutingSchema from '../../schemas/lead-routing.schema.json';
import modelSchema from '../../schemas/model.schema.json';
import offerSchema from '../../schemas/offer.schema.json';
import reviewSchema from '../../schemas/review.schema.json';
import carSchema from '../../schemas/car.schema.json';
import stockSchema from '../../schemas/stock.schema.json';
import blogPostSchema from '../../schemas/blog-post.schema.json';
import { isValidTimezone } from '../../runtime/lib/timezone';

export type DocumentKind = 'site' | 'page' | 'form' | 'buttons' | 'location' | 'model' | 'offer' | 'review' | 'car' | 'stock' | 'blog-post' | 'lead-routing';

export interface Reference {
  kind: string;
  value: string;
  pointer: string;
}

interface ValidationOutcome {
  errors: ErrorObject[];
  references: Reference[];
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure', 'figcaption'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', {}, true) },
};

// Tenants built from one template carry the same HTML: sanitise each distinct text once.
const sanitized = new Map<string, string>();
const SANITIZED_LIMIT = 5000;

export function sanitizeDealerHtml(html: string): string {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, SANITIZE);
    if (sanitized.size >= SANITIZED_LIMIT) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(html, clean);
  }
  return clean;
}

let collected: Reference[] = [];

// Asking Intl about a zone builds a formatter: every dealer of a state names the same few zones.
const timezones = new Map<string, boolean>();

function knownTimezone(name: string): boolean {
  let valid = timezones.get(name);
  if (valid === undefined) {
    valid = isValidTimezone(name);
    if (timezones.size < 1000) timezones.set(name, valid);
  }
  return valid;
}

function pointerOf(cxt: DataValidationCxt | undefined): string {
  return cxt?.instancePath ?? '';
}

function createAjv(useDefaults: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, useDefaults });
  addFormats.default(ajv);
  ajv.addFormat('iana-timezone', knownTimezone);
  ajv.addKeyword({
    keyword: 'x-html',
    type: 'string',
    schemaType: 'boolean',
    modifying: true,
    validate: (enabled: boolean, data: string, _parent?: unknown, cxt?: DataValidationCxt) => {
      if (enabled && cxt?.parentData && cxt.parentDataProperty !== undefined) {
        (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = sanitizeDealerHtml(data);
      }
      return true;
    },
  });
  ajv.addKeyword({
    keyword: 'x-reference',
    type: 'string',
    schemaType: 'string',
    validate: (kind: string, data: string, _parent?: unknown, cxt?: DataValidationCxt) => {
      collected.push({ kind, value: data, pointer: pointerOf(cxt) });
      return true;
    },
  });
  return ajv;
}

const ajv = createAjv(false);
// Block props get their schema's defaults filled in as they validate: the defaults live once, in
// props.schema.json, and components receive them as present (the generated types say so).
const ajvWithDefaults = createAjv(true);

const documentSchemas: Record<DocumentKind, object> = {
  site: siteSchema,
  page: pageSchema,
  form: formSchema,
  buttons: buttonsSchema,
  location: locationSchema,
  model: modelSchema,
  offer: offerSchema,
  review: reviewSchema,
  car: carSchema,
  stock: stockSchema,
  'blog-post': blogPostSchema,
  'lead-routing': leadRoutingSchema,
};

const compiled = new Map<object, ValidateFunction>();
const compiledWithDefaults = new Map<object, ValidateFunction>();

function compile(schema: object, applyDefaults = false): ValidateFunction {
  const cache = applyDefaults ? compiledWithDefaults : compiled;
  let fn = cache.get(schema);
  if (!fn) {
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    fn = (applyDefaults ? ajvWithDefaults : ajv).compile(rest);
    cache.set(schema, fn);
  }
  return fn;
}

/**
 * Validates (and sanitises x-html strings of) `data` in place against a schema.
 * Returns every error, not the first, and the references the data makes.
 */
export function validateAgainst(schema: object, data: unknown, options: { applyDefaults?: boolean } = {}): ValidationOutcome {
  const validate = compile(schema, options.applyDefaults);
  collected = [];
  validate(data);
  const outcome = { errors: [...(validate.errors ?? [])], references: collected };
  collected = [];
  return outcome;
}

export function validateDocument(kind: DocumentKind, data: unknown): ValidationOutcome {
  return validateAgainst(documentSchemas[kind], data);
}
