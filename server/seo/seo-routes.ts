// Per-tenant files for search engines: /sitemap.xml, /robots.txt and the vehicle listings feed.
// Built on request from the tenant's loaded stock (a few hundred cars: cheap), cached briefly by clients.
import { Router } from 'express';
import { tenantOf } from '../http/tenant-routes';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { vehicleFeedXml } from './vehicle-feed';

const now = () => Math.floor(Date.now() / 1000);

export function seoRoutes(): Router {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(tenantOf(req)));
  });
  router.get('/sitemap.xml', (req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=900')
      .send(sitemapXml(tenantOf(req), now()));
  });
  router.get('/feeds/vehicles.xml', (req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=900')
      .send(vehicleFeedXml(tenantOf(req), now()));
  });
  return router;
}
