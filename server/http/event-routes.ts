// POST /api/events (analytics, for sites with features.events) and POST /api/fb-events (server-side
// ad events). Both only record: they answer 202 for any well-formed body so a visitor's action
// never fails because of analytics, and 400 {error} for a malformed one.
import { Router } from 'express';
import { parseAdEvent, parseAnalyticsEvent } from '../events/analytics-event';
import { log } from '../log';
import { jsonBody } from './json-body';
import { tenantOf } from './request-tenant';
import { perMinuteLimit } from './lead-routes';

export function eventRoutes(options: { rateLimitPerMinute: number }): Router {
  const router = Router();
  const limit = perMinuteLimit(options.rateLimitPerMinute, 'events');
  const json = jsonBody({ limit: '16kb', what: 'event' });

  router.post('/events', limit, json, (req, res) => {
    const tenant = tenantOf(req);
    const event = parseAnalyticsEvent(req.body);
    if (!tenant.site.features?.events) {
      res.status(204).end();
      return;
    }
    if (event.website_slug && event.website_slug !== tenant.slug)
      log.warn({ tenant: tenant.slug, claimed: event.website_slug }, 'event names another site; recorded for the host');
    log.info({ kind: 'analytics-event', tenant: tenant.slug, event: { ...event, website_slug: tenant.slug } }, 'analytics event');
    res.status(202).json({ ok: true });
  });

  // A real deployment forwards these to the ad platform's server-side API (e.g. Meta Conversions
  // API) with the site's pixel id; here they are logged, without the visitor's personal data.
  router.post('/fb-events', limit, json, (req, res) => {
    const tenant = tenantOf(req);
    const event = parseAdEvent(req.body);
    log.info(
      {
        kind: 'ad-event',
        tenant: tenant.slug,
        pixel: tenant.site.widgets?.facebook_pixel ?? null,
        event_name: event.event_name,
        event_id: event.event_id,
        unique_event_id: event.unique_event_id,
        content: event.content,
        user_data_keys: Object.keys(event.user_data ?? {}),
      },
      'ad event',
    );
    res.status(202).json({ ok: true });
  });
  return router;
}
