// GET /api/widgets: the site's chat provider and the third-party scripts its widget ids stand
// for. Scripts are listed only when the server runs for real visitors (production mode, not
// under a test runner, THIRD_PARTY_SCRIPTS not "off"), so dev and tests never request them.
import express from 'express';
import { chatProvider, thirdPartyScripts } from '../../runtime/lib/widgets';
import { tenantOf } from './request-tenant';

export function thirdPartyAllowed(mode: 'production' | 'development', env: NodeJS.ProcessEnv = process.env): boolean {
  return mode === 'production' && env.NODE_ENV !== 'test' && !env.VITEST && env.THIRD_PARTY_SCRIPTS !== 'off';
}

export function widgetRoutes(allowed: boolean): express.Router {
  const router = express.Router();
  router.get('/widgets', (req, res) => {
    const { site } = tenantOf(req);
    const scripts = allowed ? thirdPartyScripts(site.widgets) : [];
    res.set('Cache-Control', 'no-store').json({ chat: allowed ? chatProvider(site.widgets) : null, scripts });
  });
  return router;
}
