// POST /api/leads, PUT /api/leads/:id, POST /api/leads/with-files and GET /api/altcha/challenge.
// A lead is committed to SQLite before its 201 is sent. There is no route that reads a lead back.
import { Router, type Request, type Response } from 'express';
import { perMinuteLimit } from './rate-limits';
import type { LeadInput } from '../../schemas/types/lead';
import { HttpError } from './http-error';
import { tenantOf } from './request-tenant';
import type { AltchaCaptcha } from '../leads/captcha';
import type { LeadService, SubmitContext } from '../leads/lead-service';
import { parseLeadRequest } from '../leads/lead-request';
import type { LeadSettings } from '../leads/lead-settings';
import type { NewFile } from '../leads/lead-store';
import { removeFiles, uploadMiddleware, verifyUploadedFiles } from '../leads/uploads';
import { assertNoControlCharacters, assertShallow, jsonBody } from './json-body';
import { acknowledgeRoutes, type AcknowledgeDeps } from './acknowledge-routes';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

interface LeadRouteDeps extends AcknowledgeDeps {
  service: LeadService;
  captcha: AltchaCaptcha;
  settings: LeadSettings;
}

export { perMinuteLimit } from './rate-limits';

function idempotencyKey(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return undefined;
  if (key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`);
  return key;
}

function submitContext(req: Request): SubmitContext {
  return { userAgent: req.get('user-agent'), referer: req.get('referer'), idempotencyKey: idempotencyKey(req), ip: req.ip };
}

/** Deletes files kept in the upload storage for a request that stored no lead with them. */
async function discardKept(deps: LeadRouteDeps, tenant: string, files: readonly NewFile[]): Promise<void> {
  for (const file of files) await deps.store.uploads.delete(tenant, file.storedPath);
}

/** A lead naming an existing lead_id continues that lead; otherwise it is a new one. */
async function submit(deps: LeadRouteDeps, req: Request, res: Response, lead: LeadInput, ctx: SubmitContext): Promise<void> {
  const tenant = tenantOf(req);
  const existingId = typeof lead.lead_id === 'string' && lead.lead_id.trim() ? lead.lead_id.trim() : undefined;
  if (existingId) {
    const updated = await deps.service.update(tenant, existingId, lead, ctx);
    res.status(200).json({ id: updated.id });
    return;
  }
  const { lead: stored, created } = await deps.service.create(tenant, lead, ctx);
  if (!created) {
    res.setHeader('Idempotent-Replayed', 'true');
    // The first request of this submission stored its own copies of the files.
    await discardKept(deps, tenant.slug, ctx.files ?? []);
  }
  res.status(201).json({ id: stored.id });
}

export function leadRoutes(deps: LeadRouteDeps): Router {
  const router = Router();
  const limit = perMinuteLimit(deps.settings.leadRateLimitPerMinute, 'leads');
  const json = jsonBody({ limit: '64kb', what: 'lead' });

  router.get('/altcha/challenge', perMinuteLimit(deps.settings.leadRateLimitPerMinute, 'captcha-challenge'), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await deps.captcha.challenge(req.query.protocol === 'v1' ? 'v1' : 'v2'));
  });

  router.use(acknowledgeRoutes(deps));

  router.post('/leads', limit, json, async (req, res) => {
    await submit(deps, req, res, parseLeadRequest(req.body), submitContext(req));
  });

  router.put('/leads/:id', limit, json, async (req, res) => {
    const lead = parseLeadRequest(req.body);
    const updated = await deps.service.update(tenantOf(req), req.params.id as string, lead, submitContext(req));
    res.status(200).json({ id: updated.id });
  });

  router.post('/leads/with-files', limit, uploadMiddleware(deps.settings.dataDir), async (req, res) => {
    const uploaded = (Array.isArray(req.files) ? req.files : []) as Express.Multer.File[];
    const kept: NewFile[] = [];
    try {
      if (!req.is('multipart/form-data')) throw new HttpError(400, 'Send multipart/form-data with a "lead" field holding the lead JSON');
      const fields = (req.body ?? {}) as Record<string, unknown>;
      let body: unknown;
      try {
        body = JSON.parse(typeof fields.lead === 'string' ? fields.lead : '');
      } catch {
        throw new HttpError(400, 'The "lead" field must be the JSON string {"lead":{...}} or {...}');
      }
      assertShallow(body);
      assertNoControlCharacters(body);
      const envelope = body && typeof body === 'object' && !Array.isArray(body) && 'lead' in body ? body : { lead: body };
      const lead = parseLeadRequest(envelope);
      const files = await verifyUploadedFiles(uploaded);
      // A file's name becomes the field's value and is listed by `builder-cli uploads`.
      assertNoControlCharacters(files.map((f) => ({ [f.field]: f.originalName })));
      const leadId = typeof lead.lead_id === 'string' && lead.lead_id.trim() ? lead.lead_id.trim() : undefined;
      await deps.service.checkUploadQuota(
        tenantOf(req),
        leadId,
        files.reduce((sum, f) => sum + f.size, 0),
        {
          leadMaxBytes: deps.settings.uploadLeadMaxBytes,
          tenantMaxBytes: deps.settings.uploadTenantMaxBytes,
        },
      );
      // A file field's value is its files' names, as the browser's file widget sets it.
      for (const file of files) {
        const current = lead[file.field];
        if (current === undefined || current === null || current === '')
          lead[file.field] = files
            .filter((f) => f.field === file.field)
            .map((f) => f.originalName)
            .join(', ');
      }
      const captcha = typeof fields.altcha === 'string' ? fields.altcha : undefined;
      // Staged on this server's disk; kept where every server can read them (the database with DATABASE_URL).
      for (const file of files) kept.push({ ...file, storedPath: await deps.store.uploads.put(tenantOf(req).slug, file.storedPath) });
      await submit(deps, req, res, lead, { ...submitContext(req), files: kept, captcha });
    } catch (error) {
      await removeFiles(uploaded);
      await discardKept(deps, tenantOf(req).slug, kept);
      throw error;
    }
  });

  return router;
}
