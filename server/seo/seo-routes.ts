// Per-tenant files for search engines and ad channels: /sitemap.xml, /robots.txt, the vehicle
// listings feed and the channel feeds (Google Vehicle Ads, Meta's automotive catalog).
// Built on request from the tenant's loaded stock (a few hundred cars: cheap), cached briefly by clients.
import { Router } from 'express';
import { tenantOf } from '../http/request-tenant';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { vehicleFeedXml } from './vehicle-feed';
import { CHANNELS } from './channel-feeds';
import { googleFeedXml, metaFeedXml } from './channel-xml';
import { FeedVersions, sendFeed } from './feed-response';

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
  const versions = new FeedVersions();
  const channelXml = { google: googleFeedXml, meta: metaFeedXml };
  for (const [name, channel] of Object.entries(CHANNELS) as [keyof typeof CHANNELS, (typeof CHANNELS)[keyof typeof CHANNELS]][]) {
    router.get(channel.path, (req, res) => {
      const tenant = tenantOf(req);
      sendFeed(req, res, versions, `${tenant.slug} ${name}`, channelXml[name](tenant, now()));
    });
  }
  return router;
}
