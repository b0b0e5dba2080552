// /api/search: Meilisearch's search API, scoped to the Host's tenant. Every query is ANDed with
// the tenant scope; errors keep Meilisearch's shape {message, code, type, link}; each client has
// a rate limit; bodies are bounded in size and depth. See docs/search.md.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { sharedRateLimitStore } from '../ops/shared-counters';
import { SearchError } from '../search/embedded';
import { MAX_JSON_DEPTH, jsonDepth } from '../search/embedded/search-limits';
import type { SearchProvider } from '../search/search-provider';
import { checkIndexUid, scopeQueries, scopeQuery } from '../search/tenant-scope';
import { searchParamsFromQueryString } from '../search/search-get-params';
import { federatedSearch } from '../search/federation';
import { tenantOf } from './request-tenant';

/** The Meilisearch version whose API this one follows. */
const MEILISEARCH_API_VERSION = '1.12.0';
const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
const FIRST_QUERY = 'Inside `.queries[0]`: ';

function body(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined) return {};
  if (typeof b !== 'object' || b === null || Array.isArray(b)) {
    throw new SearchError('bad_request', `Invalid value type: expected an object, but found ${b === null ? 'null' : Array.isArray(b) ? 'an array' : typeof b}`);
  }
  return b as Record<string, unknown>;
}

/** Requests per minute per client: SEARCH_RATE_LIMIT_PER_MINUTE, read when the app is built. */
function rateLimitPerMinute(env: NodeJS.ProcessEnv): number {
  const n = Number(env.SEARCH_RATE_LIMIT_PER_MINUTE);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_RATE_LIMIT_PER_MINUTE;
}

export function searchRoutes(provider: SearchProvider, env: NodeJS.ProcessEnv = process.env): Router {
  const router = Router();
  const shared = sharedRateLimitStore('search');
  router.use(
    rateLimit({
      ...(shared ? { store: shared } : {}),
      windowMs: 60_000,
      limit: rateLimitPerMinute(env),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      handler: (_req, res) => {
        res
          .status(429)
          .json(
            new SearchError(
              'too_many_search_requests',
              'Too many search requests from this client. Retry after the time the Retry-After header gives.',
              429,
            ).toJSON(),
          );
      },
    }),
  );
  router.use(express.json({ limit: '64kb', type: () => true }));
  router.use((req, _res, next) => {
    // Checked before anything walks the body recursively.
    if (req.body !== undefined && jsonDepth(req.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      return next(new SearchError('bad_request', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`));
    }
    next();
  });

  router.get('/health', (_req, res) => {
    res.json({ status: 'available' });
  });
  router.get('/version', (_req, res) => {
    res.json({ commitSha: 'embedded', commitDate: '2026-11-24T00:00:00Z', pkgVersion: MEILISEARCH_API_VERSION });
  });

  router.post('/multi-search', async (req, res) => {
    const tenant = tenantOf(req);
    const queries = scopeQueries(req.body, tenant.site);
    const federation = (req.body as { federation?: unknown }).federation;
    if (federation !== undefined && federation !== null) res.json(await federatedSearch(provider, tenant.slug, federation, queries));
    else res.json(await provider.multiSearch(tenant.slug, queries));
  });

  const indexSearch = async (tenantSlug: string, query: Record<string, unknown>, res: Response, req: Request) => {
    checkIndexUid(req.params.uid, '', 404);
    if ('indexUid' in query) throw new SearchError('bad_request', `Unknown field \`indexUid\`: the index is named by the path.`);
    const scoped = scopeQuery<Record<string, unknown>>({ ...query, indexUid: req.params.uid as string }, tenantOf(req).site);
    try {
      const { results } = await provider.multiSearch(tenantSlug, [scoped as never]);
      res.json(results[0]);
    } catch (e) {
      // One search is not a multi-search: Meilisearch's index route names no query position.
      if (e instanceof SearchError && e.message.startsWith(FIRST_QUERY)) throw new SearchError(e.code, e.message.slice(FIRST_QUERY.length), e.httpStatus);
      throw e;
    }
  };
  router.post('/indexes/:uid/search', async (req, res) => {
    await indexSearch(tenantOf(req).slug, body(req), res, req);
  });
  router.get('/indexes/:uid/search', async (req, res) => {
    await indexSearch(tenantOf(req).slug, searchParamsFromQueryString(req.originalUrl), res, req);
  });
  router.post('/indexes/:uid/facet-search', async (req, res) => {
    checkIndexUid(req.params.uid, '', 404);
    const tenant = tenantOf(req);
    res.json(await provider.facetSearch(tenant.slug, scopeQuery(body(req), tenant.site)));
  });
  router.get('/indexes/:uid/settings', async (req, res) => {
    checkIndexUid(req.params.uid, '', 404);
    res.json(await provider.settings(tenantOf(req).slug));
  });

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof SearchError) return res.status(error.httpStatus).json(error.toJSON());
    const type = (error as { type?: string })?.type;
    if (type === 'entity.parse.failed') {
      return res.status(400).json(new SearchError('bad_request', 'The request body is not valid JSON.').toJSON());
    }
    if (type === 'entity.too.large') {
      return res.status(413).json(new SearchError('payload_too_large', 'The request body is larger than 64 KB.', 413).toJSON());
    }
    const status = (error as { status?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return res.status(status).json(new SearchError('bad_request', error instanceof Error ? error.message : 'Bad request', status).toJSON());
    }
    next(error);
  });
  return router;
}
