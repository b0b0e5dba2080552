// Garage accounts API (docs/garage.md), only on sites with `garage_enabled`:
//   GET    /api/auth                      {user, watchlist:[...]}  (user null when signed out)
//   POST   /api/auth/code                 {email}                 emails a 6-digit code (202)
//   POST   /api/auth/verify               {email, code, favourites?}  signs in: session cookie + {user, watchlist, first_sign_in}
//   POST   /api/auth/sign-out                                     ends the session (204)
//   GET    /api/garage/watchlist          PUT {cars:[{id}]} merges   POST {car_id} adds   DELETE /:carId removes
// Every POST, PUT and DELETE answers 403 to a cross-site request (Sec-Fetch-Site, else Origin).
import { Router, type Request } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { sharedRateLimitStore } from '../ops/shared-counters';
import { CODE_REQUESTS_PER_CLIENT, CODE_REQUEST_WINDOW_MS, CODE_TTL_MS, normaliseCode, normaliseEmail } from '../../runtime/lib/garage/sign-in-rules';
import { watchedCar, type WatchlistEntry, type WatchedCar } from '../../runtime/lib/garage/watchlist';
import type { Car } from '../../schemas/types/car';
import { HttpError } from '../http/http-error';
import { jsonBody } from '../http/json-body';
import { sameOriginOnly } from '../http/same-origin';
import { tenantOf } from '../http/request-tenant';
import type { HoldStore } from '../checkout/hold-store';
import type { MailOutbox } from '../mail/mail-outbox';
import { visibleCarById } from '../stock/visible-car';
import type { Tenant } from '../tenants/tenant';
import type { GarageAccounts, GarageUser } from './garage-accounts';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie';
import { signInMail } from './sign-in-mail';

interface GarageRouteDeps {
  accounts: GarageAccounts;
  holds: HoldStore;
  mail: MailOutbox;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function garageTenant(req: Request): Tenant {
  const tenant = tenantOf(req);
  if (tenant.site.garage_enabled !== true && tenant.site.flags?.garage_enabled !== true)
    throw new HttpError(404, 'Garage accounts are not enabled on this site');
  return tenant;
}

/** A watchlist entry built from this tenant's own stock (never from what the browser sent). */
function entryOf(car: Car): WatchlistEntry {
  const image = car.primary_image_url || car.thumbnails?.[0] || car.images?.[0]?.thumb?.url || null;
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: image,
    saved_price: typeof car.price === 'number' ? car.price : null,
  };
}

export function garageRoutes(deps: GarageRouteDeps): Router {
  const router = Router();
  const json = jsonBody({ limit: '32kb', what: 'request' });
  const shared = sharedRateLimitStore('garage-sign-in');
  const perClient = rateLimit({
    ...(shared ? { store: shared } : {}),
    windowMs: CODE_REQUEST_WINDOW_MS,
    limit: CODE_REQUESTS_PER_CLIENT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Per site and address: sign-ins on one dealer's site never lock a visitor out of another's.
    keyGenerator: (req) => `${tenantOf(req).slug} ${ipKeyGenerator(req.ip ?? '')}`,
    handler: (_req, _res, next) => next(new HttpError(429, 'Too many sign-in attempts from this device: please wait 15 minutes and try again')),
  });

  const withStatus = async (tenant: Tenant, list: readonly WatchlistEntry[]): Promise<WatchedCar[]> => {
    const live = await deps.holds.liveCarIds(tenant.slug);
    return list.map((entry) => {
      // A car the website no longer shows (hidden, or sold before the listing window) is gone.
      const car = visibleCarById(tenant, entry.id);
      return watchedCar(entry, car && live.has(String(car.id)) ? { ...car, reserved: true } : car);
    });
  };

  const signedIn = async (req: Request): Promise<{ tenant: Tenant; user: GarageUser }> => {
    const tenant = garageTenant(req);
    const user = await deps.accounts.userOfSession(tenant.slug, sessionToken(req));
    if (!user) throw new HttpError(401, 'Sign in to use your garage');
    return { tenant, user };
  };

  const stockEntries = (tenant: Tenant, ids: unknown[]): WatchlistEntry[] =>
    ids.flatMap((id) => {
      const car = visibleCarById(tenant, id);
      return car ? [entryOf(car)] : [];
    });

  router.get('/auth', async (req, res) => {
    const tenant = garageTenant(req);
    res.setHeader('Cache-Control', 'no-store');
    const user = await deps.accounts.userOfSession(tenant.slug, sessionToken(req));
    res.json({ user, watchlist: user ? await withStatus(tenant, await deps.accounts.watchlist(user.id)) : [] });
  });

  router.post('/auth/code', sameOriginOnly, perClient, json, async (req, res) => {
    const tenant = garageTenant(req);
    const email = normaliseEmail(isObject(req.body) ? req.body.email : undefined);
    if (!email) throw new HttpError(422, 'invalid email address', { fields: { email: 'invalid email address' } });
    const code = await deps.accounts.issueCode(tenant.slug, email);
    await deps.mail.send(signInMail(tenant, email, code));
    res.status(202).json({ sent: true, email, expires_in: CODE_TTL_MS / 1000 });
  });

  router.post('/auth/verify', sameOriginOnly, perClient, json, async (req, res) => {
    const tenant = garageTenant(req);
    const body = isObject(req.body) ? req.body : {};
    const email = normaliseEmail(body.email);
    const code = normaliseCode(body.code);
    if (!email) throw new HttpError(422, 'invalid email address', { fields: { email: 'invalid email address' } });
    if (!code) throw new HttpError(422, 'The code is the 6 digits from the email', { fields: { code: 'enter the 6 digits from the email' } });
    const { user, token, firstSignIn } = await deps.accounts.verifyCode(tenant.slug, email, code);
    const favourites = Array.isArray(body.favourites) ? body.favourites.slice(0, 200).map((f) => (isObject(f) ? f.id : f)) : [];
    const list = await deps.accounts.mergeWatchlist(user.id, stockEntries(tenant, favourites));
    setSessionCookie(res, token);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ user, watchlist: await withStatus(tenant, list), first_sign_in: firstSignIn });
  });

  router.post('/auth/sign-out', sameOriginOnly, async (req, res) => {
    garageTenant(req);
    await deps.accounts.endSession(sessionToken(req));
    clearSessionCookie(res);
    res.status(204).end();
  });

  router.get('/garage/watchlist', async (req, res) => {
    const { tenant, user } = await signedIn(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ watchlist: await withStatus(tenant, await deps.accounts.watchlist(user.id)) });
  });

  router.put('/garage/watchlist', sameOriginOnly, json, async (req, res) => {
    const { tenant, user } = await signedIn(req);
    const cars = isObject(req.body) ? req.body.cars : undefined;
    if (!Array.isArray(cars)) throw new HttpError(400, 'The body must be {"cars": [{"id"}, ...]}');
    const list = await deps.accounts.mergeWatchlist(
      user.id,
      stockEntries(
        tenant,
        cars.slice(0, 200).map((c) => (isObject(c) ? c.id : c)),
      ),
    );
    res.json({ watchlist: await withStatus(tenant, list) });
  });

  router.post('/garage/watchlist', sameOriginOnly, json, async (req, res) => {
    const { tenant, user } = await signedIn(req);
    const carId = isObject(req.body) ? req.body.car_id : undefined;
    if (typeof carId !== 'string' && typeof carId !== 'number') throw new HttpError(400, 'The body must be {"car_id"}');
    const [entry] = stockEntries(tenant, [carId]);
    if (!entry) throw new HttpError(404, `No car ${String(carId)} on this site`);
    res.status(201).json({ watchlist: await withStatus(tenant, await deps.accounts.addToWatchlist(user.id, entry)) });
  });

  router.delete('/garage/watchlist/:carId', sameOriginOnly, async (req, res) => {
    const { tenant, user } = await signedIn(req);
    res.json({ watchlist: await withStatus(tenant, await deps.accounts.removeFromWatchlist(user.id, req.params.carId as string)) });
  });

  return router;
}
