// The tenant's compiled forms and their precompiled browser validators. Mounted at /api/forms.
//   GET /api/forms/runtime.js            the ajv helpers every validator module imports (same for all tenants)
//   GET /api/forms/:name                 the compiled form: category, event, submitTarget, steps {title, schema, uiSchema}
//   GET /api/forms/:name/validator.js    an ES module: default export {schema key: validate fn}, plus stepIds
// Every form handler reads only req.tenant, so one site never serves another's forms.
import { Router, type Response } from 'express';
import { HttpError } from './http-error';
import { tenantOf } from './request-tenant';
import { compiledForm } from '../forms/validate-lead';
import { formValidators } from '../forms/form-validators';
import { ajvRuntimeSource, RUNTIME_VERSION } from '../forms/ajv-runtime';

const FORM_NAME = /^[a-z0-9][a-z0-9-]*$/;

function javascript(res: Response, source: string, cacheControl: string): void {
  res.type('text/javascript; charset=utf-8').set('Cache-Control', cacheControl).send(source);
}

export function formRoutes(): Router {
  const api = Router();

  api.get('/runtime.js', async (req, res) => {
    const source = await ajvRuntimeSource();
    // The versioned URL generated modules import never changes content: cache it for a year.
    javascript(res, source, req.query.v === RUNTIME_VERSION ? 'public, max-age=31536000, immutable' : 'no-cache');
  });

  api.get('/:name', (req, res) => {
    const { $schema: _schema, ...form } = compiledForm(tenantOf(req), nameOf(req.params.name));
    res.set('Cache-Control', 'no-cache').json(form);
  });

  api.get('/:name/validator.js', (req, res) => {
    const form = compiledForm(tenantOf(req), nameOf(req.params.name));
    // no-cache + ETag: a tenant edit (preview reload) changes the module, a repeat visit revalidates cheaply.
    javascript(res, formValidators(form).moduleCode, 'no-cache');
  });

  return api;
}

function nameOf(name: string): string {
  if (!FORM_NAME.test(name)) throw new HttpError(404, `Unknown form "${name}"`);
  return name;
}
