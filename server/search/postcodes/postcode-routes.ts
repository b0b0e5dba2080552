// GET /api/postcodes/:postcode: where a shopper's postcode is, for nearest first on the stock page.
// The postcode table stays on the server; the answer is the place and its coordinates, or 400
// (malformed for the site's locale) / 404 (not a postcode we can place) with `{error}` to show.
import { Router } from 'express';
import { postcodeMessage } from '../../../runtime/lib/search/near-text';
import { tenantOf } from '../../http/request-tenant';
import { lookupPostcode } from './postcode-lookup';

export function postcodeRoutes(): Router {
  const router = Router();
  router.get('/postcodes/:postcode', (req, res) => {
    const locale = tenantOf(req).site.locale;
    const postcode = String(req.params.postcode ?? '');
    const result = lookupPostcode(postcode, locale);
    if ('found' in result) {
      res.set('Cache-Control', 'public, max-age=86400').json(result.found);
      return;
    }
    res.status(result.problem === 'format' ? 400 : 404).json({ error: postcodeMessage(result.problem, postcode, locale) });
  });
  return router;
}
