// The request's tenant: set once by the Host middleware (app.ts), typed once here for every
// express handler, read through tenantOf() by the routes that need one.
import type { Request } from 'express';
import type { Tenant } from '../tenants/tenant';
import { HttpError } from './http-error';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- express's documented way to type req
  namespace Express {
    interface Request {
      /** The tenant named by the Host header; absent only before the Host middleware ran. */
      tenant?: Tenant;
    }
  }
}

/** The request's tenant, or a 404 "Unknown site" when the Host header named none. */
export function tenantOf(req: Request): Tenant {
  if (!req.tenant) throw new HttpError(404, 'Unknown site');
  return req.tenant;
}
