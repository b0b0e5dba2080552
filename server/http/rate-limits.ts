// Per-client request limits (the client is req.ip: X-Forwarded-For is trusted from loopback only).
// Every limit answers 429 {error} through the one error handler, with RateLimit headers.
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { HttpError } from './http-error';
import { sharedRateLimitStore } from '../ops/shared-counters';

/** Requests a minute one client may make to GET /api/cars/:slug (CAR_API_RATE_LIMIT_PER_MIN). */
export const CAR_API_PER_MINUTE = 120;
/** Requests a minute one client may make to POST /api/admin/stock, right key or wrong. */
export const ADMIN_PER_MINUTE = 10;

/**
 * Per-IP limit answering 429 {error} through the one error handler. `name` tells limiters apart
 * in the counters every server shares when there is a DATABASE_URL (server/ops/shared-counters.ts).
 */
export function perMinuteLimit(limit: number, name = `per-minute-${limit}`): RequestHandler {
  const store = sharedRateLimitStore(name);
  return rateLimit({
    ...(store ? { store } : {}),
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new HttpError(429, 'Too many requests: please wait a minute and try again')),
  });
}

/** A per-minute limit from an environment variable, else the default. */
export function limitFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return n;
}
