// "I've got this": GET /api/leads/:id/acknowledge?expires=…&signature=… is the link of a routed
// lead's email (signed, 7 days, works once, no sign-in). The GET only shows a confirm page (a mail
// scanner prefetching links acknowledges nothing); its button POSTs the same signed address, which
// acknowledges. POST /api/leads/:id/acknowledge without a signature is the same for a webhook or ADF
// receiver, authorised by its destination's acknowledge_secret.
import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { HttpError } from './http-error';
import { tenantOf } from './request-tenant';
import { perMinuteLimit } from './rate-limits';
import type { AcknowledgeLinks } from '../leads/acknowledge-links';
import type { LeadStore } from '../leads/lead-store';
import type { LeadSettings } from '../leads/lead-settings';
import { routingRule } from '../leads/lead-routing';
import { confirmPage, messagePage } from './acknowledge-page';
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

const ALREADY_ACKNOWLEDGED = 'This lead was already acknowledged';
const LINK_EXPIRED = 'This link has expired';
const LINK_INVALID = 'This link is not valid';
const BAD_SECRET = 'A valid acknowledge secret is required (Authorization: Bearer <secret>)';

export const ACKNOWLEDGED = 'Thanks: the lead is yours, and nobody will be chased about it.';
const NOT_FOUND = 'Lead not found';

const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';
const nonceOf = (res: Response) => res.locals.cspNonce as string | undefined;

/** A person following the link gets a page; a program asking for JSON gets JSON. */
function answer(req: Request, res: Response, status: number, message: string, body: Record<string, unknown>): void {
  res.setHeader('Cache-Control', 'no-store');
  if (wantsHtml(req))
    res
      .status(status)
      .type('html')
      .send(messagePage(message, nonceOf(res)));
  else res.status(status).json(body);
}

const refuse = (req: Request, res: Response, status: number, message: string) => answer(req, res, status, message, { error: message });

/** Has the request a link's signature (else it is a receiver's, with its secret)? */
const signed = (req: Request) => req.query.signature !== undefined || req.query.expires !== undefined;

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

  /** Why a link cannot acknowledge its lead (status and message), or undefined when the lead is waiting for it. */
  async function linkRefusal(req: Request): Promise<[number, string] | undefined> {
    const tenant = tenantOf(req);
    const id = req.params.id as string;
    const check = deps.links.check(tenant.slug, id, req.query.expires, req.query.signature, deps.now());
    if (check === 'forged') return [403, LINK_INVALID];
    if (check === 'expired') return [410, LINK_EXPIRED];
    const route = await deps.store.route(tenant.slug, id);
    if (!route) return [404, NOT_FOUND];
    if (route.acknowledgedAt !== null) return [409, ALREADY_ACKNOWLEDGED];
    return undefined;
  }

  /** Sends the link's refusal, if it has one; true when the lead is waiting for this link. */
  async function checkLink(req: Request, res: Response): Promise<boolean> {
    const refusal = await linkRefusal(req);
    if (refusal) refuse(req, res, ...refusal);
    return refusal === undefined;
  }

  // Shows the confirm page and changes nothing: GET and HEAD are safe to prefetch.
  router.get('/leads/:id/acknowledge', limit, async (req, res) => {
    if (!(await checkLink(req, res))) return;
    const id = req.params.id as string;
    res.setHeader('Cache-Control', 'no-store');
    if (!wantsHtml(req)) {
      res.status(200).json({ id, acknowledged_at: null });
      return;
    }
    res
      .status(200)
      .type('html')
      .send(confirmPage({ siteName: tenantOf(req).site.name, leadId: id, action: req.originalUrl, nonce: nonceOf(res) }));
  });

  async function acknowledgeByLink(req: Request, res: Response): Promise<void> {
    if (!(await checkLink(req, res))) return;
    const tenant = tenantOf(req);
    const id = req.params.id as string;
    const at = deps.now();
    const outcome = await deps.store.acknowledge(tenant.slug, id, 'link', at);
    // Two presses at once: the second hears what a later press would.
    if (outcome === 'unknown') return refuse(req, res, 404, NOT_FOUND);
    if (outcome === 'already') return refuse(req, res, 409, ALREADY_ACKNOWLEDGED);
    log.info({ tenant: tenant.slug, lead: id, by: 'link' }, 'lead acknowledged');
    deps.onAcknowledged?.(tenant.slug, 'link');
    answer(req, res, 200, ACKNOWLEDGED, { id, acknowledged_at: new Date(at).toISOString() });
  }

  router.post('/leads/:id/acknowledge', limit, async (req, res) => {
    if (signed(req)) return acknowledgeByLink(req, res);
    const tenant = tenantOf(req);
    const id = req.params.id as string;
    const route = await deps.store.route(tenant.slug, id);
    if (!route) throw new HttpError(404, NOT_FOUND);
    const given = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1]?.trim() ?? '';
    const secrets = secretsOf(routingRule(tenant, route.rule));
    const index = secrets.findIndex((s) => given !== '' && sameSecret(given, s));
    if (index === -1) throw new HttpError(401, BAD_SECRET);
    const at = deps.now();
    const outcome = await deps.store.acknowledge(tenant.slug, id, 'destination', at);
    if (outcome === 'already') throw new HttpError(409, ALREADY_ACKNOWLEDGED);
    if (outcome === 'unknown') throw new HttpError(404, NOT_FOUND);
    log.info({ tenant: tenant.slug, lead: id, by: 'destination' }, 'lead acknowledged');
    deps.onAcknowledged?.(tenant.slug, 'destination');
    res.status(200).json({ id, acknowledged_at: new Date(at).toISOString() });
  });

  return router;
}
