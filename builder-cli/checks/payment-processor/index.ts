import { checkoutSettings } from '../../../runtime/lib/checkout/checkout-settings';
import { paymentProcessorState } from '../../../runtime/lib/checkout/payment-processor';
import { paymentEnvironment } from '../../../server/checkout/payment-environment';
import { onlinePurchaseSource } from '../../../runtime/lib/checkout/online-purchase';
import { docsOf, type Check } from '../check';

const check: Check = {
  meta: {
    code: 'payment-processor',
    severity: 'warning',
    description: 'The site sells online but no card processor can take a deposit (no Reserve is shown), or it uses the test processor.',
    docs: docsOf('payment-processor'),
  },
  run({ slug, site, sources, report }) {
    const setting = onlinePurchaseSource(site);
    if (!setting) return;
    const name = setting.slice(1).replace('/', '.');
    const locate = sources.site.locate;
    const envName = `STRIPE_SECRET_KEY_${slug.toUpperCase().replace(/-/g, '_')}`;
    if (checkoutSettings(site).provider === 'test') {
      report({
        locate,
        pointer: '/checkout/provider',
        message:
          'checkout.provider "test" takes no real payment: production refuses it (no Reserve button) unless CHECKOUT_TEST_PROVIDER=allow; for real deposits set "stripe" and ' +
          `${envName} on the server`,
      });
      return;
    }
    if (!(site.dealerships ?? []).some((d) => d.stripe_publishable_key?.trim())) {
      report({
        locate,
        pointer: '/dealerships',
        message: `${name} is on but no dealership has a stripe_publishable_key: add one to each dealership that takes deposits`,
      });
      return;
    }
    if (!paymentProcessorState(site, paymentEnvironment(slug)).ready) {
      report({
        locate,
        pointer: setting,
        message: `${name} is on but no card processor can take a deposit here, so no Reserve button shows: set ${envName} (or STRIPE_SECRET_KEY) on the server, or turn ${name.split('.')[1]} off`,
      });
    }
  },
};
export default check;
