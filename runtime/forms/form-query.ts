// A form as GET /api/forms/:name serves it (compiled at tenant load: field types merged in, every
// field required unless it opts out, the site's settings applied), cached per name. The server
// seeds the same key for pages that render a form, so their first render never waits.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, fetchJson } from '../data/fetch-json';
import type { FieldSchema, StepSchema } from '../lib/forms/field-schema';

export interface ServedStep {
  title: string;
  schema: StepSchema & { type: 'object'; properties: Record<string, FieldSchema> };
  uiSchema: Record<string, unknown>;
}

export interface ServedForm {
  schemaVersion: 1;
  title?: string;
  category: string;
  event: number;
  submitTarget: 'server' | 'car-clarity';
  successQuery?: Record<string, string>;
  steps: ServedStep[];
}

import { formQueryKey } from './form-query-key';

export { formQueryKey };
const formPath = (name: string) => `/api/forms/${encodeURIComponent(name)}`;

/** The form, or null when the site has no form of that name (the server seeds null too). */
async function fetchForm(name: string): Promise<ServedForm | null> {
  try {
    return await fetchJson<ServedForm>(formPath(name));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A form the server seeded (inline forms on a page, which render only when it exists). */
export function useSeededForm(name: string): ServedForm {
  const form = useSuspenseQuery({ queryKey: formQueryKey(name), queryFn: () => fetchForm(name), staleTime: Infinity }).data;
  if (!form) throw new Error(`This site has no form "${name}"`);
  return form;
}

/** A form fetched when shown (dialogs, screens reached by client navigation), with its loading and error states. */
export function useFormDocument(name: string) {
  return useQuery({ queryKey: formQueryKey(name), queryFn: () => fetchForm(name), staleTime: Infinity, retry: 1 });
}
