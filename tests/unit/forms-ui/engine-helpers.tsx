// Compiles a form the way the tenant loader does and gives the browser's precompiled validator
// for it (the module GET /api/forms/:name/validator.js serves, imported from a file), plus the
// providers a form renders in and a fetch that records the lead requests.
//
// Test files using browserValidator under jsdom must mock server/forms/ajv-runtime (its esbuild
// cannot load in jsdom; see multi-step-form.test.tsx): the validator module then imports a
// runtime made here from the same ajv files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { afterAll } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Form } from '../../../schemas/types/form';
import type { Site } from '../../../schemas/types/site';
import { compileTenantForm } from '../../../server/forms/compile-tenant-form';
import type { CompiledForm } from '../../../server/forms/compile-form';
import { formValidators } from '../../../server/forms/form-validators';
import { RUNTIME_URL } from '../../../server/forms/ajv-runtime';
import { formatProblem, type Problem } from '../../../server/tenants/problem';
import { formValidatorFrom, type FormValidator, type FormValidatorModule } from '../../../runtime/forms/validator-client';
import { formQueryKey, type ServedForm } from '../../../runtime/forms/form-query';
import { SiteProvider } from '../../../runtime/data/site-context';
import type { PublicSite } from '../../../runtime/lib/public-site';
import { seededQueryClient } from '../blocks/render-block';
import { locations, models, site as defaultSite } from './fixtures';

type Step = { title: string; schema: Record<string, unknown>; uiSchema?: Record<string, unknown> };

export function formDoc(steps: Step[], extra: Partial<Form> = {}): Form {
  return { schemaVersion: 1, category: 'finance', steps, ...extra } as Form;
}

/** The form as GET /api/forms/:name serves it. */
export function served(form: Form, site: Partial<Site> = { locale: 'en-AU' }): ServedForm {
  const problems: Problem[] = [];
  const compiled = compileTenantForm(form, site as Site, (pointer) => ({ file: 'forms/test.json', line: 1, col: pointer.length + 1 }), problems);
  if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  return compiled as unknown as ServedForm;
}

const NODE_RUNTIME = `import { createRequire } from 'node:module';
const require = createRequire(%ROOT%);
export const modules = {
  'ajv/dist/runtime/ucs2length': require('ajv/dist/runtime/ucs2length'),
  'ajv/dist/runtime/equal': require('ajv/dist/runtime/equal'),
  'ajv/dist/runtime/validation_error': require('ajv/dist/runtime/validation_error'),
  'ajv-formats/dist/formats': require('ajv-formats/dist/formats'),
};
`;

let dir: string | undefined;
let counter = 0;

// Registered in each test file that imports this module: its validator modules go with it.
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The browser's validator for a served form: the served module, imported from a file. */
export async function browserValidator(form: ServedForm): Promise<FormValidator> {
  if (!dir) {
    // Inside the project: the test runner imports modules from there (it refuses other temp paths).
    mkdirSync(path.resolve('node_modules/.cache'), { recursive: true });
    dir = mkdtempSync(path.resolve('node_modules/.cache/forms-ui-'));
    writeFileSync(path.join(dir, 'runtime.mjs'), NODE_RUNTIME.replace('%ROOT%', JSON.stringify(path.resolve('package.json'))));
  }
  const file = path.join(dir, `validator-${counter++}.mjs`);
  writeFileSync(file, formValidators(form as unknown as CompiledForm).moduleCode.replace(RUNTIME_URL, './runtime.mjs'));
  return formValidatorFrom((await import(/* @vite-ignore */ file)) as FormValidatorModule);
}

export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Site, router (with the current location shown) and the query cache with locations, models and forms. */
export function FormProviders({
  children,
  site = defaultSite,
  forms = {},
  path: at = '/finance',
}: {
  children: ReactNode;
  site?: PublicSite;
  forms?: Record<string, ServedForm | null>;
  path?: string;
}) {
  const client = seededQueryClient({ locations, models });
  for (const [name, form] of Object.entries(forms)) client.setQueryData(formQueryKey(name), form);
  return (
    <QueryClientProvider client={client}>
      <SiteProvider site={site}>
        <MemoryRouter initialEntries={[at]}>
          {children}
          <CurrentLocation />
        </MemoryRouter>
      </SiteProvider>
    </QueryClientProvider>
  );
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  lead: Record<string, unknown>;
}

type Reply = { status: number; body?: unknown } | Error | Promise<{ status: number; body?: unknown }>;

/** A fetch answering lead requests from a queue of replies, recording each request. */
export function leadFetch(replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    requests.push({ url, method: init.method ?? 'GET', headers, lead: (JSON.parse(init.body as string) as { lead: Record<string, unknown> }).lead });
    const next = replies.shift();
    if (!next) throw new Error(`no reply queued for ${init.method} ${url}`);
    if (next instanceof Error) throw next;
    const { status, body } = await next;
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, requests };
}
