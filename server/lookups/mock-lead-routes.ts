// /mock/leads in mock mode (LEADS_MODE=mock, spec section 7): the lead is validated exactly like
// a real one and answered with an id, but never stored or delivered, for demos and load tests.
import express, { Router } from 'express';
import { randomBytes } from 'node:crypto';
import { HttpError } from '../http/http-error';
import { tenantOf } from '../http/request-tenant';
import { parseLeadRequest } from '../leads/lead-request';
import { validateLead } from '../leads/validate';
import { log } from '../log';

export const mockLeadsEnabled = (env: NodeJS.ProcessEnv = process.env) => env.LEADS_MODE === 'mock';

export function mockLeadRoutes(): Router {
  const router = Router();
  const json = express.json({ limit: '64kb' });
  const accept = (status: 200 | 201) => (req: express.Request, res: express.Response) => {
    const tenant = tenantOf(req);
    const lead = parseLeadRequest(req.body);
    if (!Object.hasOwn(tenant.forms, lead.form)) throw new HttpError(404, `Unknown form "${lead.form}"`);
    const complete = !(lead.form_completed === false || lead.lead_status === 'Incomplete');
    const result = validateLead(tenant, lead.form, lead, complete ? {} : { stepIndex: (lead.step_number ?? 1) - 1 });
    if (!result.ok) throw new HttpError(422, result.error, { fields: result.fields });
    const id = status === 201 ? `mock_${randomBytes(9).toString('base64url')}` : (req.params.id as string);
    log.info({ tenant: tenant.slug, form: lead.form, id }, 'mock lead accepted (not stored)');
    res.status(status).json({ id, mock: true });
  };
  router.post('/leads', json, accept(201));
  router.put('/leads/:id', json, accept(200));
  return router;
}
