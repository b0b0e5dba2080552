// The vehicle page's server calls (spec section 7):
//   POST /api/events/car_phone_call    a click on a call button (after the click-to-call event 25)
//   POST /api/events/car_phone_reveal  a revealed phone number
// both with {car_id, dealership_id, website_id}, logged for the host's tenant (202); and
//   GET /api/featured-stock?ids=&limit= the featured-stock block's cars after client navigation.
import { Router, type Request } from 'express';
import { parseFeaturedStockQuery } from '../../runtime/lib/vehicle/featured-stock';
import { log } from '../log';
import type { SearchProvider } from '../search/search-provider';
import { featuredStock } from '../stock/featured-stock';
import { findVisibleCar } from '../stock/visible-car';
import { HttpError } from './http-error';
import { CAR_API_PER_MINUTE, limitFromEnv, perMinuteLimit } from './rate-limits';
import { jsonBody } from './json-body';
import { tenantOf } from './request-tenant';

const PHONE_EVENTS = ['car_phone_call', 'car_phone_reveal'] as const;
const EVENTS_PER_MINUTE = 60;
/** Car ids and stock numbers, comma-separated: no control characters, quotes or filter syntax reach the search. */
const FEATURED_IDS = /^[A-Za-z0-9_./ -]{0,64}(,[A-Za-z0-9_./ -]{0,64}){0,47}$/;

interface CarPhoneEvent {
  car_id: string | number;
  dealership_id: string | number;
  website_id: string | number | null;
}

const isId = (v: unknown): v is string | number => (typeof v === 'string' && v.length > 0 && v.length <= 64) || (typeof v === 'number' && Number.isFinite(v));

/** The body must name one of the host tenant's cars, with that car's dealership and (when given) this website. */
function parsePhoneEvent(req: Request): CarPhoneEvent {
  const tenant = tenantOf(req);
  const body = req.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || !isId(body.car_id) || !isId(body.dealership_id)) {
    throw new HttpError(400, 'The body must be {"car_id", "dealership_id", "website_id"}');
  }
  // A car hidden from the website answers exactly like an unknown one.
  const car = findVisibleCar(tenant, (c) => String(c.id) === String(body.car_id));
  if (!car) throw new HttpError(404, 'No such car on this site');
  if (String(car.dealership_id) !== String(body.dealership_id))
    throw new HttpError(422, "dealership_id is not the car's dealership", { fields: { dealership_id: 'does not match the car' } });
  const website = body.website_id ?? null;
  if (website !== null && (!isId(website) || String(website) !== String(tenant.site.id))) {
    throw new HttpError(422, 'website_id is not this website', { fields: { website_id: 'does not match the site' } });
  }
  return { car_id: car.id, dealership_id: car.dealership_id, website_id: tenant.site.id ?? null };
}

export function vehicleRoutes(search: SearchProvider): Router {
  const router = Router();
  const limit = perMinuteLimit(EVENTS_PER_MINUTE, 'vehicle-events');
  const json = jsonBody({ limit: '2kb', what: 'event' });

  for (const kind of PHONE_EVENTS) {
    router.post(`/events/${kind}`, limit, json, (req, res) => {
      const event = parsePhoneEvent(req);
      log.info({ kind, tenant: tenantOf(req).slug, ...event }, kind === 'car_phone_call' ? 'car phone call' : 'car phone reveal');
      res.status(202).json({ ok: true });
    });
  }

  router.get('/featured-stock', perMinuteLimit(limitFromEnv('CAR_API_RATE_LIMIT_PER_MIN', CAR_API_PER_MINUTE), 'featured-stock'), async (req, res) => {
    const ids = req.query.ids;
    if (ids !== undefined && (typeof ids !== 'string' || !FEATURED_IDS.test(ids))) {
      throw new HttpError(400, 'ids must be car ids or stock numbers (letters, digits, - _ . /) separated by commas');
    }
    const query = parseFeaturedStockQuery(req.query as Record<string, unknown>);
    res.json(await featuredStock(tenantOf(req), query, search));
  });
  return router;
}
