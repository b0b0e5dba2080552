// site 1 -> 2: `payment_provider` is removed. It named a card processor or one of two bank payment
// providers, but nothing read it: the card processor is `checkout.provider`, and no bank payment
// is built (the spec names the bank providers without saying what a visitor does with them). A
// field that does nothing is worse than none (issue 24).
import type { Migration } from './migration';

export const siteDropsPaymentProvider: Migration = {
  kind: 'site',
  from: 1,
  description: 'payment_provider removed: it was never read (the card processor is checkout.provider; bank payments are not built)',
  migrate(doc) {
    const { payment_provider: _removed, ...rest } = doc;
    return rest;
  },
};
