// Reserve and checkout API (docs/checkout.md):
//   GET  /api/checkout/cars/:carId                       what the checkout screen shows (reservable, deposit); id or slug
//   POST /api/checkout/reservations                      {car_id, contact, card?, altcha}  -> 201 reserved | 202 next_action | 400 captcha | 402 | 409 | 422 | 429 one hold each
//   GET  /api/checkout/reservations/:id                  the reservation (its id is the capability)
//   POST /api/checkout/reservations/:id/authenticate     {result: "approve"|"fail"}  the test provider's 3-D Secure step
//   POST /api/checkout/stripe-webhook                    Stripe's signed events
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { checkoutOffer } from '../../runtime/lib/checkout/checkout-offer';
import { cardAttachedEvent } from '../../runtime/lib/checkout/hold-limits';
import { HttpError } from '../http/http-error';
import { jsonBody } from '../http/json-body';
import { perMinuteLimit } from '../http/lead-routes';
import { tenantOf } from '../http/request-tenant';
import { log } from '../log';
import { visibleCarById, visibleCarBySlug } from '../stock/visible-car';
import type { TestCardInput } from './payment-provider';
import { reservationOf, type ReserveService } from './reserve-service';
import { paymentsReady } from './payment-providers';
import type { HoldStore } from './hold-store';
import { readReservationEvent } from './stripe-event';
import { stripeWebhookSecret, verifyStripeEvent } from './stripe-payment-provider';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function parseCard(value: unknown): TestCardInput | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw new HttpError(400, 'card must be {"number", "exp_month", "exp_year", "cvc"}');
  return { number: String(value.number ?? ''), exp_month: Number(value.exp_month), exp_year: Number(value.exp_year), cvc: String(value.cvc ?? '') };
}

export function checkoutRoutes(service: ReserveService, holds: HoldStore): Router {
  const router = Router();
  const limit = perMinuteLimit(20);
  const json = jsonBody({ limit: '8kb', what: 'request' });

  router.get('/checkout/cars/:carId', async (req, res) => {
    const tenant = tenantOf(req);
    await service.releaseExpired(tenant);
    // A car id, or its slug (the checkout screen at {base}/{slug}/checkout knows only that).
    const ref = req.params.carId as string;
    const listed = visibleCarById(tenant, ref) ?? visibleCarBySlug(tenant, ref);
    const car = listed && (await service.liveCar(tenant, String(listed.id)));
    if (!car) throw new HttpError(404, `No car ${req.params.carId as string} on this site`);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...checkoutOffer(car, tenant.publicSite), payments_ready: paymentsReady(tenant) });
  });

  router.post('/checkout/reservations', limit, json, async (req, res) => {
    const body = req.body as unknown;
    if (!isObject(body) || (typeof body.car_id !== 'string' && typeof body.car_id !== 'number') || !isObject(body.contact)) {
      throw new HttpError(400, 'The body must be {"car_id", "contact": {"first_name", "last_name", "email", "phone"}, "card"?, "altcha"}');
    }
    const answer = await service.reserve(tenantOf(req), {
      carId: String(body.car_id),
      contact: body.contact,
      card: parseCard(body.card),
      userAgent: req.get('user-agent'),
      referer: req.get('referer'),
      captcha: body.altcha,
      client: req.ip,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.status(answer.status).json(answer.body);
  });

  router.get('/checkout/reservations/:id', async (req, res) => {
    const hold = await holds.get(tenantOf(req).slug, req.params.id as string);
    if (!hold) throw new HttpError(404, 'No such reservation');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ reservation: reservationOf(hold) });
  });

  router.post('/checkout/reservations/:id/authenticate', limit, json, async (req, res) => {
    const tenant = tenantOf(req);
    const hold = await holds.get(tenant.slug, req.params.id as string);
    if (!hold || hold.provider !== 'test') throw new HttpError(404, 'No test-provider reservation awaiting authentication');
    const result = isObject(req.body) ? req.body.result : undefined;
    if (result !== 'approve' && result !== 'fail') throw new HttpError(400, 'result must be "approve" or "fail"');
    if (result === 'fail') {
      const released = await service.failed(tenant, hold.id, 'authentication_failed');
      throw new HttpError(402, 'The card could not be authenticated, so the car was not reserved.', {
        code: 'authentication_failed',
        reservation: reservationOf(released),
      });
    }
    res
      .status(201)
      .json({ reservation: reservationOf(await service.paid(tenant, hold.id, { userAgent: req.get('user-agent'), referer: req.get('referer') })) });
  });

  router.post('/checkout/stripe-webhook', express.raw({ type: '*/*', limit: '256kb' }), async (req, res) => {
    const tenant = tenantOf(req);
    const secret = stripeWebhookSecret(tenant.slug);
    if (!secret) throw new HttpError(404, 'Stripe webhooks are not configured for this site');
    let event;
    try {
      event = verifyStripeEvent(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get('stripe-signature'), secret);
    } catch (error) {
      throw new HttpError(400, `Webhook signature verification failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const read = readReservationEvent(event as unknown);
    if ('error' in read) throw new HttpError(400, read.error);
    const holdId = read.holdId;
    if (!holdId || read.tenant !== tenant.slug) {
      res.json({ received: true, ignored: 'not a reservation of this site' });
      return;
    }
    if (read.type === 'payment_intent.succeeded') await service.paid(tenant, holdId);
    else if (read.type === 'payment_intent.payment_failed' || read.type === 'payment_intent.canceled') await service.failed(tenant, holdId, read.type);
    else if (cardAttachedEvent(read.type)) await service.cardAttached(tenant, holdId);
    log.info({ tenant: tenant.slug, hold: holdId, type: read.type }, 'stripe event');
    res.json({ received: true });
  });

  router.use('/checkout', (error: unknown, _req: Request, _res: Response, next: NextFunction) => {
    const type = (error as { type?: string })?.type;
    if (type === 'entity.parse.failed') return next(new HttpError(400, 'The body is not valid JSON'));
    if (type === 'entity.too.large') return next(new HttpError(413, 'The body is too large'));
    next(error);
  });
  return router;
}
