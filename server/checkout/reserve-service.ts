// Reserving a car (issue 14): the reserve rule of spec section 5 is checked with the car's live
// hold state; a hold is taken atomically (one live hold per car), the car is marked reserved in
// the search index at once, and the deposit is taken. A failed payment releases the hold and the
// car; a paid one keeps it and sends the reserve lead (event 45) through the lead pipeline.
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { checkoutSettings } from '../../runtime/lib/checkout/checkout-settings';
import { HOLD_LIMIT_MESSAGE, holdMsBeforeCard } from '../../runtime/lib/checkout/hold-limits';
import { normaliseEmail } from '../../runtime/lib/garage/sign-in-rules';
import { requireCaptcha } from '../leads/captcha-gate';
import type { Car } from '../../schemas/types/car';
import { HttpError } from '../http/http-error';
import type { LeadPipeline } from '../leads/lead-pipeline';
import { log } from '../log';
import type { SearchProvider } from '../search/search-provider';
import { similarCars } from '../stock/car-lookup';
import { visibleCarById } from '../stock/visible-car';
import type { Tenant } from '../tenants/tenant';
import type { Hold, HoldStore } from './hold-store';
import { PaymentServiceError, type PaymentOutcome, type PaymentProvider, type TestCardInput } from './payment-provider';
import { checkReserveContact, createReserveLead } from './reserve-lead';
import { unknownOption } from '../../runtime/lib/unknown-option';

const TAKEN_MESSAGE = 'Sorry, this car has just been reserved by someone else.';
const NOT_RESERVABLE_MESSAGE = 'This car cannot be reserved online.';

export interface ReserveRequest {
  carId: string;
  contact: Record<string, unknown>;
  card?: TestCardInput;
  userAgent?: string;
  referer?: string;
  /** The widget's solution (the body's `altcha`). */
  captcha?: unknown;
  /** The client address (req.ip). */
  client?: string;
}

export interface Reservation {
  id: string;
  state: Hold['state'];
  car_id: string;
  amount: number;
  currency: string;
  expires_at: string;
  lead_id: string | null;
}

export type ReserveAnswer =
  | { status: 201; body: { reservation: Reservation } }
  | {
      status: 202;
      body: {
        reservation: Reservation;
        next_action: { type: 'three_d_secure'; url: string } | { type: 'stripe_confirm'; client_secret: string; publishable_key: string };
      };
    };

export const reservationOf = (hold: Hold): Reservation => ({
  id: hold.id,
  state: hold.state,
  car_id: hold.carId,
  amount: hold.amount,
  currency: hold.currency,
  expires_at: new Date(hold.expiresAt).toISOString(),
  lead_id: hold.leadId,
});

export class ReserveService {
  constructor(
    private readonly holds: HoldStore,
    private readonly search: SearchProvider,
    private readonly leads: LeadPipeline | undefined,
    private readonly providerFor: (tenant: Tenant, car: Car) => PaymentProvider,
    /** Tells the other servers that a car's hold state changed (DATABASE_URL: the stock sync); this server's index is patched already. */
    private readonly holdsChanged: (slug: string) => Promise<void> = () => Promise.resolve(),
  ) {}

  /** The tenant's stock car, when the website shows it, with its live hold state laid over the feed's `reserved`. */
  async liveCar(tenant: Tenant, carId: string): Promise<Car | undefined> {
    const car = visibleCarById(tenant, carId);
    if (!car) return undefined;
    return (await this.holds.liveCarIds(tenant.slug)).has(String(car.id)) ? { ...car, reserved: true } : car;
  }

  async reserve(tenant: Tenant, request: ReserveRequest): Promise<ReserveAnswer> {
    await this.releaseExpired(tenant);
    const car = await this.liveCar(tenant, request.carId);
    if (!car) throw new HttpError(404, `No car ${request.carId} on this site`);
    const input = checkReserveContact(tenant, request.contact);
    if (!canReserve(car, tenant.publicSite)) {
      if (car.reserved === true) throw await this.taken(tenant, car);
      throw new HttpError(422, NOT_RESERVABLE_MESSAGE);
    }
    await requireCaptcha(this.leads?.captcha, tenant, request.captcha, { what: 'hold', ip: request.client });
    const settings = checkoutSettings(tenant.site);
    const provider = this.providerFor(tenant, car);
    const visitor = { client: request.client, email: normaliseEmail(input.email) ?? undefined };
    await this.refuseSecondHold(tenant, visitor);
    const hold = await this.holds.tryHold({
      tenant: tenant.slug,
      carId: String(car.id),
      provider: provider.name,
      amount: settings.amount,
      currency: settings.currency,
      contact: input,
      holdMs: holdMsBeforeCard(provider.name, settings.holdMs),
      ...visitor,
    });
    if (!hold) {
      // Lost a race: for the car (taken), or to this visitor's own hold on another car.
      if ((await this.holds.liveCarIds(tenant.slug)).has(String(car.id))) throw await this.taken(tenant, car);
      await this.refuseSecondHold(tenant, visitor);
      throw await this.taken(tenant, car);
    }
    await this.markIndexed(tenant, hold.carId, true);

    let outcome: PaymentOutcome;
    try {
      outcome = await provider.createPayment({
        holdId: hold.id,
        tenant: tenant.slug,
        carId: hold.carId,
        amount: hold.amount,
        currency: hold.currency,
        description: `Deposit to reserve ${car.name}`,
        card: request.card,
      });
    } catch (error) {
      await this.release(tenant, hold, 'payment-service-error');
      const message = error instanceof PaymentServiceError ? error.message : 'unexpected payment error';
      log.error({ tenant: tenant.slug, hold: hold.id, err: message }, 'payment could not be created');
      throw new HttpError(503, 'The payment service is unavailable, so the car was not reserved. Please try again in a few minutes.');
    }
    if (outcome.paymentId) await this.holds.setPayment(hold.id, outcome.paymentId);
    switch (outcome.status) {
      case 'failed':
        await this.release(tenant, hold, outcome.code);
        throw new HttpError(402, outcome.message, { code: outcome.code, reservation: reservationOf({ ...hold, state: 'released' }) });
      case 'succeeded':
        return { status: 201, body: { reservation: reservationOf(await this.confirm(tenant, hold.id, car, request)) } };
      case 'requires_action':
        return { status: 202, body: { reservation: reservationOf(hold), next_action: outcome.action } };
      case 'requires_confirmation':
        return {
          status: 202,
          body: {
            reservation: reservationOf(hold),
            next_action: { type: 'stripe_confirm', client_secret: outcome.clientSecret, publishable_key: outcome.publishableKey },
          },
        };
      default:
        return unknownOption(outcome);
    }
  }

  /** The provider reported the payment as paid: the hold becomes a reservation and the lead is sent. */
  async paid(tenant: Tenant, holdId: string, meta: { userAgent?: string; referer?: string } = {}): Promise<Hold> {
    const hold = await this.holds.get(tenant.slug, holdId);
    if (!hold) throw new HttpError(404, 'No such reservation');
    if (hold.state === 'reserved') return hold;
    if (hold.state === 'released') throw new HttpError(409, `This reservation was released (${hold.releaseReason ?? 'unknown'}): the car was not reserved`);
    const car = tenant.stock.find((c) => String(c.id) === hold.carId);
    if (!car) throw new HttpError(404, 'The car is no longer listed');
    return this.confirm(tenant, hold.id, car, meta);
  }

  /** The provider reported the payment as failed: the car is free again. */
  async failed(tenant: Tenant, holdId: string, reason: string): Promise<Hold> {
    const hold = await this.holds.get(tenant.slug, holdId);
    if (!hold) throw new HttpError(404, 'No such reservation');
    if (hold.state === 'held') await this.release(tenant, hold, reason);
    return (await this.holds.get(tenant.slug, holdId)) as Hold;
  }

  /** Stripe says a card is attached: the hold may now last the site's hold time from its start. */
  async cardAttached(tenant: Tenant, holdId: string): Promise<void> {
    const hold = await this.holds.get(tenant.slug, holdId);
    if (hold?.state === 'held') await this.holds.extend(hold.id, hold.createdAt + checkoutSettings(tenant.site).holdMs);
  }

  /** 429 while this client address or email already holds a car on the site (one live hold each). */
  private async refuseSecondHold(tenant: Tenant, visitor: { client?: string; email?: string }): Promise<void> {
    const held = await this.holds.heldBy(tenant.slug, visitor);
    if (!held) return;
    log.warn({ tenant: tenant.slug, ip: visitor.client, hold: held.id }, 'hold refused: this visitor already holds a car');
    throw new HttpError(429, HOLD_LIMIT_MESSAGE, { code: 'hold_limit', expires_at: new Date(held.expiresAt).toISOString() });
  }

  async releaseExpired(tenant: Tenant): Promise<void> {
    const freed = await this.holds.releaseExpired(tenant.slug);
    for (const carId of freed) await this.markIndexed(tenant, carId, false);
  }

  private async confirm(
    tenant: Tenant,
    holdId: string,
    car: Car,
    meta: { userAgent?: string; referer?: string; contact?: Record<string, unknown> },
  ): Promise<Hold> {
    if (!(await this.holds.markReserved(holdId))) {
      const current = (await this.holds.get(tenant.slug, holdId)) as Hold;
      if (current.state === 'reserved') return current;
      throw new HttpError(409, 'The hold on this car ran out before the payment completed: the car was not reserved');
    }
    const hold = (await this.holds.get(tenant.slug, holdId)) as Hold;
    if (this.leads) {
      const leadId = await createReserveLead(this.leads, tenant, { ...(hold.contact as Record<string, unknown>), form: 'reserve' } as never, {
        car,
        holdId,
        amount: hold.amount,
        currency: hold.currency,
        paymentId: hold.paymentId,
        userAgent: meta.userAgent,
        referer: meta.referer,
      });
      await this.holds.setLead(holdId, leadId);
    }
    log.info({ tenant: tenant.slug, hold: holdId, car: car.id }, 'car reserved');
    return (await this.holds.get(tenant.slug, holdId)) as Hold;
  }

  private async release(tenant: Tenant, hold: Hold, reason: string): Promise<void> {
    if (await this.holds.release(hold.id, reason)) await this.markIndexed(tenant, hold.carId, false);
  }

  private async markIndexed(tenant: Tenant, carId: string, reserved: boolean): Promise<void> {
    const car = tenant.stock.find((c) => String(c.id) === carId);
    if (!car) return;
    // Released: back to what the feed says.
    await this.search.patchCars(tenant.slug, [{ id: car.id, reserved: reserved || car.reserved === true }]);
    // The hold is stored whatever happens here: the other servers catch up at their next change or reload.
    await this.holdsChanged(tenant.slug).catch((error: unknown) => log.warn({ err: error, tenant: tenant.slug }, 'telling the other servers of a hold failed'));
  }

  private async taken(tenant: Tenant, car: Car): Promise<HttpError> {
    const similar = await similarCars(tenant, car, this.search, Math.floor(Date.now() / 1000));
    return new HttpError(409, TAKEN_MESSAGE, { code: 'car_reserved', similar });
  }
}
