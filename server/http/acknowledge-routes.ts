// "I've got this": GET /api/leads/:id/acknowledge?expires=…&signature=… is the one-click link of a
// routed lead's email (signed, 7 days, works once, no sign-in); POST /api/leads/:id/acknowledge is
// the same for a webhook or ADF receiver, authorised by its destination's acknowledge_secret.
import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { HttpError } from './http-error';
import { tenantOf } from './request-tenant';
import { perMinuteLimit } from './rate-limits';
import type { AcknowledgeLinks } from '../leads/acknowledge-links';
import type { LeadStore } from '../leads/lead-store';
import type { LeadSettings } from '../leads/lead-settings';
import { routingRule } from '../leads/lead-routing';
import { resolveHeaders } from '../leads/delivery-requests';
import { log } from '../log';

export interface AcknowledgeDeps {
  store: LeadStore;
  links: AcknowledgeLinks;
  settings: LeadSettings;
  now: () => number;
  /** Told of every acknowledgement (the acknowledgement counter of /metrics). */
  onAcknowledged?: ((tenant: string, by: 'link' | 'destination') => void) | undefined;
}

export const ALREADY_ACKNOWLEDGED = 'This lead was already acknowledged';
export const LINK_EXPIRED = 'This link has expired';
export const LINK_INVALID = 'This link is not valid';
export const BAD_SECRET = 'A valid acknowledge secret is required (Authorization: Bearer <secret>)';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A person clicking the link gets a page; a program asking for JSON gets JSON. */
function answer(req: Request, res: Response, status: number, message: string, body: Record<string, unknown>): void {
  res.setHeader('Cache-Control', 'no-store');
  if (req.accepts(['json', 'html']) === 'html') {
    res
      .status(status)
      .type('html')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title><body><h1>${escapeHtml(message)}</h1></body></html>`,
      );
    return;
  }
  res.status(status).json(body);
}

/** The secrets of the destinations that received this lead: any of them may acknowledge it. */
function secretsOf(rule: ReturnType<typeof routingRule>): string[] {
  const secrets: string[] = [];
  for (const d of rule?.destinations ?? []) {
    if (d.kind === 'email' || !d.acknowledge_secret) continue;
    try {
      const value = resolveHeaders({ secret: d.acknowledge_secret }, process.env).secret;
      if (value) secrets.push(value);
    } catch (error) {
      log.warn({ err: error }, 'an acknowledge_secret names an unset environment variable');
    }
  }
  return secrets;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function acknowledgeRoutes(deps: AcknowledgeDeps): Router {
  const router = Router();
  const limit = perMinuteLimit(deps.settings.leadRateLimitPerMinute, 'acknowledge');

  router.get('/leads/:id/acknowledge', limit, async (req, res) => {
    const tenant = tenantOf(req);
    const id = req.params.id as string;
    const check = deps.links.check(tenant.slug, id, req.query.expires, req.query.signature, deps.now());
    if (check === 'forged') return answer(req, res, 403, LINK_INVALID, { error: LINK_INVALID });
    if (check === 'expired') return answer(req, res, 410, LINK_EXPIRED, { error: LINK_EXPIRED });
    const at = deps.now();
    const outcome = await deps.store.acknowledge(tenant.slug, id, 'link', at);
    if (outcome === 'unknown') return answer(req, res, 404, 'Lead not found', { error: 'Lead not found' });
    if (outcome === 'already') return answer(req, res, 409, ALREADY_ACKNOWLEDGED, { error: ALREADY_ACKNOWLEDGED });
    log.info({ tenant: tenant.slug, lead: id, by: 'link' }, 'lead acknowledged');
    deps.onAcknowledged?.(tenant.slug, 'link');
    answer(req, res, 200, 'Thanks: the lead is yours, and nobody will be chased about it.', { id, acknowledged_at: new Date(at).toISOString() });
  });

  router.post('/leads/:id/acknowledge', limit, async (req, res) => {
    const tenant = tenantOf(req);
    const id = req.params.id as string;
    const route = await deps.store.route(tenant.slug, id);
    if (!route) throw new HttpError(404, 'Lead not found');
    const given = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1]?.trim() ?? '';
    const secrets = secretsOf(routingRule(tenant, route.rule));
    const index = secrets.findIndex((s) => given !== '' && sameSecret(given, s));
    if (index === -1) throw new HttpError(401, BAD_SECRET);
    const at = deps.now();
    const outcome = await deps.store.acknowledge(tenant.slug, id, 'destination', at);
    if (outcome === 'already') throw new HttpError(409, ALREADY_ACKNOWLEDGED);
    if (outcome === 'unknown') throw new HttpError(404, 'Lead not found');
    log.info({ tenant: tenant.slug, lead: id, by: 'destination' }, 'lead acknowledged');
    deps.onAcknowledged?.(tenant.slug, 'destination');
    res.status(200).json({ id, acknowledged_at: new Date(at).toISOString() });
  });

  return router;
}
