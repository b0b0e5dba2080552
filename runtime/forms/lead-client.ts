// Sends a lead: POST /api/leads creates, PUT /api/leads/{id} updates, POST /api/leads/with-files
// when files are attached (multipart: a `lead` JSON field, each file under its field's name).
// Every request carries an Idempotency-Key, so a retried submit never makes a second lead.
// With the server in mock mode (boot data) leads go to /mock/leads instead.
import { leadsMode, type LeadsMode } from '../data/leads-mode';

export interface LeadFile {
  field: string;
  file: File;
}

interface LeadRequest {
  lead: Record<string, unknown>;
  /** The lead to update; absent to create one. */
  leadId: string | null;
  files?: readonly LeadFile[];
  idempotencyKey: string;
  /** The form's submit target (spec section 7): car-clarity forms post to /api/carClarityCustomer. */
  submitTarget?: 'server' | 'car-clarity';
}

export type LeadResult = { ok: true; id: string } | { ok: false; status: number; message: string | null; fields: Record<string, string> };

const CAR_CLARITY_PATH = '/api/carClarityCustomer';
const MOCK_LEADS_PATH = '/mock/leads';

export function leadEndpoint(
  req: Pick<LeadRequest, 'leadId' | 'files' | 'submitTarget'>,
  mode: LeadsMode = leadsMode(),
): { method: 'POST' | 'PUT'; url: string } {
  // Mock mode: every lead, whatever its target, is only validated (files are not sent: they would be stored).
  if (mode === 'mock')
    return req.leadId ? { method: 'PUT', url: `${MOCK_LEADS_PATH}/${encodeURIComponent(req.leadId)}` } : { method: 'POST', url: MOCK_LEADS_PATH };
  // Car Clarity takes every step of its forms (the lead_id in the body continues a lead).
  if (req.submitTarget === 'car-clarity' && !req.files?.length) return { method: 'POST', url: CAR_CLARITY_PATH };
  if (req.files?.length) return { method: 'POST', url: '/api/leads/with-files' };
  return req.leadId ? { method: 'PUT', url: `/api/leads/${encodeURIComponent(req.leadId)}` } : { method: 'POST', url: '/api/leads' };
}

/** A fresh key per submission; crypto.randomUUID where the page is a secure context. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c?.getRandomValues?.(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') || `${Date.now()}-${Math.random()}`;
}

async function readJson(res: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function fieldMessages(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * Sends one lead request. A reply without an id is a failure (spec section 8); a network
 * failure has no server text, so the form shows its own.
 */
export async function sendLead(req: LeadRequest, fetchImpl: typeof fetch = fetch): Promise<LeadResult> {
  const { method, url } = leadEndpoint(req);
  const headers: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': req.idempotencyKey };
  let body: BodyInit;
  if (req.files?.length && !url.startsWith(MOCK_LEADS_PATH)) {
    const multipart = new FormData();
    multipart.append('lead', JSON.stringify({ lead: req.lead }));
    for (const { field, file } of req.files) multipart.append(field, file, file.name);
    body = multipart;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ lead: req.lead });
  }
  let res: Response;
  try {
    res = await fetchImpl(url, { method, headers, body, credentials: 'same-origin' });
  } catch (error) {
    console.error('Lead not sent', error);
    return { ok: false, status: 0, message: null, fields: {} };
  }
  const json = await readJson(res);
  const id = json?.id;
  if (res.ok && (typeof id === 'string' || typeof id === 'number')) return { ok: true, id: String(id) };
  const message = typeof json?.error === 'string' ? json.error : null;
  return { ok: false, status: res.status, message, fields: fieldMessages(json?.fields) };
}
