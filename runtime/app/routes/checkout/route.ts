import { onlinePurchaseSource } from '../../../lib/checkout/online-purchase';
import { defineRoute } from '../../../lib/route-definition';

// Reserve a car: `{base}/{slug}/checkout`, `/buy-online`, `/checkout` and `/checkout-journey` (?car_id=).
// No checkout route where no processor can take the deposit (issue 24): it could only say "call us".
export default defineRoute({
  rank: 60,
  entries({ site, base }) {
    const setting = onlinePurchaseSource(site);
    if (!setting || site.payment_processor?.ready !== true) return [];
    const source = `site.json ${setting.slice(1).replace('/', '.')}`;
    return [
      { id: 'checkout:car', path: `${base}/:slug/checkout`, kind: 'checkout', source, params: { slug: 'cars' } },
      { id: 'checkout:buy-online', path: `${base}/:slug/buy-online`, kind: 'checkout', source, params: { slug: 'cars' } },
      { id: 'checkout', path: '/checkout', kind: 'checkout', source },
      { id: 'checkout:journey', path: '/checkout-journey', kind: 'checkout', source },
    ];
  },
});
