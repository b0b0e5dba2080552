// Vehicle lookups and the Car Clarity submit target (docs/garage.md):
//   POST /api/nevdis                   {rego, state} or {vin}          -> {vehicle}
//   POST /api/rego-lookup              {rego, regoState}               -> {vehicle}   (the trade-in form's lookup)
//   POST /api/simple-autograb-lookup   {rego, state, km?, car_id?}     -> {vehicle, valuation}   (sites with autograb, spec section 4 rule)
//   POST /api/carClarityCustomer       {lead: {...}}                   -> {id}   (forms whose submitTarget is car-clarity)
import { Router, type NextFunction, type Request, type Response } from 'express';
import { autograbApplies } from '../../runtime/lib/vehicle/eligibility';
import { HttpError } from '../http/http-error';
import { jsonBody } from '../http/json-body';
import { perMinuteLimit } from '../http/lead-routes';
import { tenantOf } from '../http/request-tenant';
import type { LeadPipeline } from '../leads/lead-pipeline';
import { parseLeadRequest } from '../leads/lead-request';
import { log } from '../log';
import { visibleCarById } from '../stock/visible-car';
import { postService, type ServiceConfig } from './http-lookup';
import { LookupUnavailableError, normaliseRego, normaliseState, normaliseVin, type VehicleLookupProvider, type VehicleQuery } from './vehicle-lookup';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function vehicleQuery(body: unknown, stateKey: 'state' | 'regoState'): VehicleQuery {
  const b = isObject(body) ? body : {};
  if (b.vin !== undefined && stateKey === 'state') {
    const vin = normaliseVin(b.vin);
    if (!vin) throw new HttpError(422, 'A VIN is 17 letters and digits (no I, O or Q)', { fields: { vin: 'invalid VIN' } });
    return { vin };
  }
  const rego = normaliseRego(b.rego);
  const state = normaliseState(b[stateKey]);
  const fields: Record<string, string> = {};
  if (!rego) fields.rego = 'Enter the registration number (letters and digits)';
  if (!state) fields[stateKey] = 'Choose the state the car is registered in';
  if (!rego || !state) throw new HttpError(422, Object.values(fields).join('; '), { fields });
  return { rego, state };
}

const notFound = (q: VehicleQuery) =>
  new HttpError(404, q.vin ? `No vehicle found with VIN ${q.vin}` : `No vehicle found for registration ${q.rego} in ${q.state}`);

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LookupUnavailableError) {
      log.warn({ service: error.service, err: error.message }, 'lookup service unavailable');
      throw new HttpError(503, `${error.message}. Please try again, or enter the details yourself.`);
    }
    throw error;
  }
}

interface LookupDeps {
  lookup: VehicleLookupProvider;
  carClarity: ServiceConfig | null;
  leads: () => LeadPipeline | undefined;
}

export function lookupRoutes(deps: LookupDeps): Router {
  const router = Router();
  const limit = perMinuteLimit(30);
  const json = jsonBody({ limit: '8kb', what: 'request' });

  router.post('/nevdis', limit, json, async (req, res) => {
    const query = vehicleQuery(req.body, 'state');
    const vehicle = await guarded(() => deps.lookup.vehicle(query));
    if (!vehicle) throw notFound(query);
    res.json({ vehicle });
  });

  router.post('/rego-lookup', limit, json, async (req, res) => {
    const query = vehicleQuery(req.body, 'regoState');
    const vehicle = await guarded(() => deps.lookup.vehicle(query));
    if (!vehicle) throw notFound(query);
    res.json({ vehicle });
  });

  router.post('/simple-autograb-lookup', limit, json, async (req, res) => {
    const tenant = tenantOf(req);
    if (tenant.site.autograb !== true) throw new HttpError(404, 'Autograb valuations are not enabled on this site');
    const body = isObject(req.body) ? req.body : {};
    if (body.car_id !== undefined) {
      const car = visibleCarById(tenant, body.car_id);
      if (!car) throw new HttpError(404, `No car ${String(body.car_id)} on this site`);
      if (!autograbApplies(car))
        throw new HttpError(422, 'An instant valuation is only offered towards a car that is in stock, not reserved and priced above $200');
    }
    const km = body.km === undefined || body.km === '' ? undefined : Number(body.km);
    if (km !== undefined && (!Number.isFinite(km) || km < 0 || km > 2_000_000))
      throw new HttpError(422, 'km must be the odometer reading in kilometres', { fields: { km: 'invalid odometer reading' } });
    const query = vehicleQuery(body, 'state');
    const found = await guarded(() => deps.lookup.valuation({ ...query, km }));
    if (!found) throw notFound(query);
    res.json(found);
  });

  router.post('/carClarityCustomer', perMinuteLimit(30), jsonBody({ limit: '64kb', what: 'request' }), async (req, res) => {
    const tenant = tenantOf(req);
    const leads = deps.leads();
    if (!leads) throw new HttpError(503, 'Leads are not available on this server');
    const lead = parseLeadRequest(req.body);
    const form = Object.hasOwn(tenant.forms, lead.form) ? tenant.forms[lead.form] : undefined;
    if (!form) throw new HttpError(404, `Unknown form "${lead.form}"`);
    if (form.submitTarget !== 'car-clarity') throw new HttpError(400, `Form "${lead.form}" submits to /api/leads, not to Car Clarity`);
    const ctx = { userAgent: req.get('user-agent'), referer: req.get('referer'), idempotencyKey: req.get('Idempotency-Key')?.trim() || undefined, ip: req.ip };
    const existing = typeof lead.lead_id === 'string' && lead.lead_id.trim() ? lead.lead_id.trim() : undefined;
    const stored = existing ? await leads.service.update(tenant, existing, lead, ctx) : (await leads.service.create(tenant, lead, ctx)).lead;
    // The lead is committed (and queued for the dealer) before Car Clarity is told: it is never lost.
    let carClarity: 'sent' | 'failed' | 'not-configured' | 'incomplete' = 'not-configured';
    if (stored.status !== 'Complete') carClarity = 'incomplete';
    else if (deps.carClarity) {
      try {
        await postService(deps.carClarity, { customer: stored.payload, dealership_slug: tenant.slug }, { 'Idempotency-Key': `lead-${stored.id}` });
        carClarity = 'sent';
      } catch (error) {
        carClarity = 'failed';
        log.error({ tenant: tenant.slug, lead: stored.id, err: error instanceof Error ? error.message : String(error) }, 'car clarity customer not sent');
      }
    }
    res.status(existing ? 200 : 201).json({ id: stored.id, car_clarity: carClarity });
  });

  router.use(
    ['/nevdis', '/rego-lookup', '/simple-autograb-lookup', '/carClarityCustomer'],
    (error: unknown, _req: Request, _res: Response, next: NextFunction) => {
      const type = (error as { type?: string })?.type;
      if (type === 'entity.parse.failed') return next(new HttpError(400, 'The body is not valid JSON'));
      if (type === 'entity.too.large') return next(new HttpError(413, 'The body is too large'));
      next(error);
    },
  );
  return router;
}
