// The Stripe card form of the checkout journey in Chromium against the production server. There is
// no internet here, so two things stand in for Stripe, and only those: a small local HTTP server
// for Stripe's API (STRIPE_API_BASE; it creates the PaymentIntent the server asks for), and
// STRIPE_JS_STAND_IN below, served by Playwright's routing at https://js.stripe.com/v3 in place of
// the real Stripe.js (same global `Stripe`, `elements().create('card')`, `confirmCardPayment`).
// The server side is real: the page's CSP, the hold, and the signed webhook (made with the stripe
// package's generateTestHeaderString) that finalises or releases the reservation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { STRIPE_JS_URL } from '../../runtime/lib/checkout/stripe-js';
import { collectErrors, launchBrowser, waitForFullHydration } from '../helpers/browser';
import { tenantHost } from '../helpers/http';
import { startStripeApiStandIn, type StripeApiStandIn } from '../helpers/stripe-api-stand-in';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';
import { send } from '../integration/leads-support';

const STRIPE_JS_STAND_IN = `
// Stands in for the real Stripe.js in this test only (tests/e2e/checkout-stripe.test.ts).
window.__standIn = { keys: [], confirmed: [] };
window.Stripe = function (key) {
  window.__standIn.keys.push(key);
  return {
    elements: function () {
      return {
        create: function () {
          var input = document.createElement('input');
          input.setAttribute('aria-label', 'Card number (Stripe stand-in)');
          var onChange = function () {};
          input.addEventListener('input', function () {
            onChange({ complete: input.value.replace(/\\D/g, '').length === 16, error: undefined });
          });
          return {
            mount: function (el) { el.appendChild(input); },
            on: function (event, handler) { if (event === 'change') onChange = handler; },
            destroy: function () { input.remove(); },
            number: function () { return input.value.replace(/\\D/g, ''); },
          };
        },
      };
    },
    confirmCardPayment: function (secret, data) {
      var card = data.payment_method.card.number();
      window.__standIn.confirmed.push({ secret: secret, card: card, billing: data.payment_method.billing_details });
      if (card === '4000000000000002') return Promise.resolve({ error: { code: 'card_declined', message: 'Your card was declined.' } });
      return Promise.resolve({ paymentIntent: { id: secret.split('_secret_')[0], status: 'succeeded' } });
    },
  };
};`;

const SLUG = 'lone-star-trucks';
const WEBHOOK_SECRET = 'whsec_e2e_local';
const tenantsDir = await testTenantsDir();
// Started first: the Stripe secret key it puts in the environment is what makes the site's processor ready.
const stripeApi: StripeApiStandIn = await startStripeApiStandIn({
  envSuffix: 'LONE_STAR_TRUCKS',
  webhookSecret: WEBHOOK_SECRET,
  idPrefix: 'pi_e2e_',
  secretSuffix: 'e2e',
});
const tenant = (await loadTenants(tenantsDir)).find((t) => t.slug === SLUG && t.site.checkout?.provider !== 'test');
if (!tenant) throw new Error(`the Stripe checkout e2e suite needs ${SLUG} (Stripe) in ${tenantsDir}`);
const car = tenant.stock.find((c) => canReserve(c, tenant.publicSite));
if (!car) throw new Error(`${SLUG} has no reservable car`);
const carPath = `${tenant.site.vehicles.basePath}/${car.slug}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'checkout-stripe-e2e-'));
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(tenantsDir, { dataDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  stripeApi?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const host = () => tenantHost(SLUG, server.port);
const url = (p: string) => `http://${host()}${p}`;

async function webhook(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', intentId: string): Promise<number> {
  const body = JSON.stringify({
    id: `evt_${type}_${intentId}`,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent', metadata: stripeApi.intents.get(intentId) } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return (
    await send(server.port, host(), '/api/checkout/stripe-webhook', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    })
  ).status;
}

const standIn = (page: Page) => page.evaluate(() => (window as unknown as { __standIn?: { keys: string[]; confirmed: { secret: string }[] } }).__standIn);

describe('checkout with Stripe', () => {
  it('sends the Stripe sources in the checkout page policy only, never loosening script-src', async () => {
    const checkout = await send(server.port, host(), `${carPath}/checkout`);
    const policy = String(checkout.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    const scriptSrc = policy.split(';').find((d) => d.startsWith('script-src '))!;
    // The page's nonce (and 'strict-dynamic', which trusts only what a nonced script adds): no
    // Stripe host, no unsafe-* source.
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
    expect(checkout.headers['cache-control']).toBe('no-store');
    const carPage = String((await send(server.port, host(), carPath)).headers['content-security-policy']);
    expect(carPage).not.toContain('stripe');
  });

  it('loads Stripe.js only at the Deposit step, confirms the PaymentIntent, and shows the reservation once the signed webhook arrives; a declined card releases the car', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(context);
    const stripeRequests: string[] = [];
    await context.route(STRIPE_JS_URL, (route) => {
      stripeRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS_STAND_IN });
    });
    try {
      const page = await context.newPage();
      await page.goto(url(carPath), { waitUntil: 'load' });
      await waitForFullHydration(page);
      // The Reserve button navigates in the browser; the journey reloads itself with its own policy.
      // The reload is a document request (the in-app navigation before it is not): wait for it and
      // for the reloaded page to hydrate, or typing could land in the page being replaced.
      const reload = page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname.endsWith('/checkout'));
      await page.locator('.vehicle-action-reserve a').click();
      await reload;
      await page.waitForLoadState('load');
      await waitForFullHydration(page);
      await page.getByRole('heading', { name: `Reserve ${car.name}` }).waitFor();
      await page.getByLabel('First name').fill('Jo');
      await page.getByLabel('Last name').fill('Buyer');
      await page.getByLabel('Email').fill('jo.stripe@example.com');
      await page.getByLabel('Phone').fill('(512) 555-0134');
      expect(stripeRequests, 'Stripe.js is not loaded before the Deposit step').toEqual([]);
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByText('Step 2 of 4').waitFor();
      const cardInput = page.getByRole('group', { name: 'Card details' }).getByLabel('Card number (Stripe stand-in)');
      await cardInput.waitFor();
      expect(stripeRequests).toEqual([STRIPE_JS_URL]);
      expect((await standIn(page))?.keys).toEqual([tenant.site.dealerships?.find((d) => d.stripe_publishable_key)?.stripe_publishable_key]);

      // Declined by the card processor: back to the Deposit step with its message; Stripe's webhook releases the hold.
      await cardInput.fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Step 3 of 4').waitFor();
      await page.getByRole('button', { name: /^Pay .* and reserve$/ }).click();
      await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
      expect(await page.getByText('Step 2 of 4').count()).toBe(1);
      const declined = [...stripeApi.intents.keys()].at(-1)!;
      expect(await webhook('payment_intent.payment_failed', declined)).toBe(200);

      await cardInput.fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Step 3 of 4').waitFor();
      // The card form stays mounted for Pay, out of sight while the visitor reviews.
      const mounted = page.locator('.stripe-card-element input');
      expect(await mounted.count()).toBe(1);
      expect(await mounted.isVisible()).toBe(false);
      await page.getByRole('button', { name: /^Pay .* and reserve$/ }).click();
      await expect.poll(async () => (await standIn(page))?.confirmed.length, { timeout: 15_000 }).toBe(2);
      const paid = [...stripeApi.intents.keys()].at(-1)!;
      expect(paid).not.toBe(declined);
      expect((await standIn(page))?.confirmed[1]?.secret).toBe(`${paid}_secret_e2e`);
      await page.getByText('Confirming your reservation').waitFor();
      expect(await webhook('payment_intent.succeeded', paid)).toBe(200);
      await page.getByText(`${car.name} is reserved for you.`).waitFor({ timeout: 15_000 });
      expect(await page.getByText('Step 4 of 4').count()).toBe(1);
      errors.assertNone();
    } finally {
      await context.close();
    }
    const reservation = (await send(server.port, host(), `/api/checkout/cars/${car.id}`)).json<{ reservable: boolean; car: { reserved: boolean } }>();
    expect(reservation).toMatchObject({ reservable: false, car: { reserved: true } });
  });
});
