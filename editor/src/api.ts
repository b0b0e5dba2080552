// The editor server's API (builder-cli/edit/editor-api.ts), as the browser calls it. The token
// travels in a same-site cookie the server set when the address with ?token= was opened.
export interface EditorPage {
  id: string;
  path: string | null;
  title: string | null;
  tenantFile: string | null;
  inheritedFile: string | null;
}

export interface PaletteEntry {
  type: string;
  label: string;
  description: string;
  schema: Record<string, unknown>;
  example: Record<string, unknown>;
}

interface OpenedDocument {
  file: string;
  hash: string | null;
  data: Record<string, unknown> | null;
  inherited: Record<string, unknown> | null;
}

export interface EditorProblem {
  file: string;
  pointer: string;
  line: number;
  col: number;
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: string;
  hint?: string;
  docs: string;
  fixable: boolean;
}

export interface SentDraft {
  file: string;
  hash: string | null;
  data: unknown;
}

interface LineChange {
  line: number;
  removed: string[];
  added: string[];
}

interface FileChanges {
  file: string;
  isNew: boolean;
  changedOnDisk: boolean;
  lines: LineChange[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<T> {
  const response = await fetch(`/__editor/api${path}`, {
    method: init?.method ?? 'GET',
    headers: init ? { 'content-type': 'application/json' } : {},
    body: init ? JSON.stringify(init.body) : undefined,
    credentials: 'same-origin',
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, String(body.error ?? response.statusText), body);
  return body as T;
}

export const api = {
  pages: () => call<{ slug: string; pages: EditorPage[] }>('/pages'),
  blocks: () => call<{ blocks: PaletteEntry[] }>('/blocks'),
  settings: () => call<{ documents: { file: string; label: string; schema: Record<string, unknown>; inheritedFile: string | null }[] }>('/settings'),
  media: () => call<{ media: { url: string; width: number; height: number }[]; links: string[] }>('/media'),
  document: (file: string, inherited: string | null) =>
    call<OpenedDocument>(`/document?file=${encodeURIComponent(file)}${inherited ? `&inherited=${encodeURIComponent(inherited)}` : ''}`),
  draft: (drafts: SentDraft[]) => call<{ serving: boolean; problems: EditorProblem[] }>('/draft', { method: 'POST', body: { drafts } }),
  fix: (index: number) => call<{ file: string; data: Record<string, unknown> }>('/fix', { method: 'POST', body: { index } }),
  changes: (drafts: SentDraft[]) => call<{ changes: FileChanges[] }>('/changes', { method: 'POST', body: { drafts } }),
  createPage: (request: { path: string; title: string; from: string | null }) =>
    call<{ id: string; file: string; data: Record<string, unknown> }>('/pages', { method: 'POST', body: request }),
  save: (drafts: SentDraft[]) => call<{ saved: { file: string; hash: string }[] }>('/save', { method: 'POST', body: { drafts } }),
};
