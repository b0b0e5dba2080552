/* eslint-disable @typescript-eslint/no-explicit-any -- tenant fixture JSON edited in place, of any shape */
import { afterEach, describe, expect, it } from 'vitest';
import { lint } from '../../../tests/helpers/lint-fixture';

const selling = (checkout: Record<string, unknown>, key: string | null = 'pk_test_acme') => ({
  'acme/site.json': (s: any) => ({
    ...s,
    features: { ...s.features, online_purchase: true },
    checkout,
    dealerships: [{ id: 1, name: 'Acme', slug: 'acme', ...(key ? { stripe_publishable_key: key } : {}) }],
  }),
});
const messages = async (edits: ReturnType<typeof selling>) =>
  (await lint(edits)).lines('payment-processor').map((l) => l.replace(/^.* payment-processor /, ''));

describe('payment-processor', () => {
  afterEach(() => {
    delete process.env.STRIPE_SECRET_KEY_ACME;
  });

  it('passes a site that does not sell online, and Stripe with both keys', async () => {
    expect((await lint()).lines('payment-processor')).toEqual([]);
    process.env.STRIPE_SECRET_KEY_ACME = 'sk_test_1';
    expect(await messages(selling({ provider: 'stripe' }))).toEqual([]);
  });

  it('warns about the test processor', async () => {
    expect(await messages(selling({ provider: 'test' }))).toEqual([
      expect.stringMatching(/^\/checkout\/provider checkout.provider "test" takes no real payment: production refuses it.*CHECKOUT_TEST_PROVIDER=allow/),
    ]);
  });

  it('warns about Stripe without its secret key, naming the variable to set', async () => {
    expect(await messages(selling({ provider: 'stripe' }))).toEqual([
      expect.stringMatching(/^\/features\/online_purchase .*no Reserve button shows: set STRIPE_SECRET_KEY_ACME/),
    ]);
  });

  it('warns about a platform store (flags.enable_store) that no processor can serve, pointing at the flag', async () => {
    const store = {
      'acme/site.json': (s: any) => ({
        ...s,
        flags: { ...s.flags, enable_store: true },
        checkout: { provider: 'stripe' },
        dealerships: [{ id: 1, name: 'Acme', slug: 'acme', stripe_publishable_key: 'pk_test_acme' }],
      }),
    };
    expect(await messages(store)).toEqual([
      expect.stringMatching(
        /^\/flags\/enable_store flags.enable_store is on .*no Reserve button shows: set STRIPE_SECRET_KEY_ACME.* or turn enable_store off$/,
      ),
    ]);
  });

  it('warns about Stripe without a publishable key', async () => {
    process.env.STRIPE_SECRET_KEY_ACME = 'sk_test_1';
    expect(await messages(selling({ provider: 'stripe' }, null))).toEqual([expect.stringMatching(/^\/dealerships .*stripe_publishable_key/)]);
  });
});
