// A local stand-in for Stripe's PaymentIntents API (nothing leaves the machine): it creates
// intents with a client secret `<id>_secret_<suffix>`, remembers their metadata, and tells the
// server where it is through the environment the Stripe provider reads for one dealership.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeApiStandIn {
  /** Intent id -> its metadata (hold_id, tenant, car_id), in creation order. */
  intents: Map<string, Record<string, string>>;
  close(): void;
}

/** `envSuffix` names the dealership's variables, e.g. LONE_STAR_TRUCKS. */
export async function startStripeApiStandIn(options: {
  envSuffix: string;
  webhookSecret: string;
  idPrefix: string;
  secretSuffix: string;
}): Promise<StripeApiStandIn> {
  const intents = new Map<string, Record<string, string>>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const id = `${options.idPrefix}${intents.size + 1}`;
      const metadata = { hold_id: form.get('metadata[hold_id]') ?? '', tenant: form.get('metadata[tenant]') ?? '', car_id: form.get('metadata[car_id]') ?? '' };
      intents.set(id, metadata);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${id}_secret_${options.secretSuffix}`,
          status: 'requires_payment_method',
          metadata,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const env = {
    [`STRIPE_SECRET_KEY_${options.envSuffix}`]: 'sk_test_local',
    [`STRIPE_WEBHOOK_SECRET_${options.envSuffix}`]: options.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
  // Read by the payment provider on each reservation: set until close().
  Object.assign(process.env, env);
  return {
    intents,
    close() {
      server.close();
      for (const key of Object.keys(env)) delete process.env[key];
    },
  };
}
