// Everything the lead routes and the delivery worker share, created once by startServer.
import type { Tenant } from '../tenants/tenant';
import { AltchaCaptcha } from './captcha';
import { LeadService } from './lead-service';
import { leadSettings, type LeadSettings } from './lead-settings';
import { LeadStore } from './lead-store';
import { storeConfig } from '../store/database';
import { Outbox } from './outbox';

export interface LeadPipeline {
  settings: LeadSettings;
  store: LeadStore;
  captcha: AltchaCaptcha;
  service: LeadService;
  outbox: Outbox;
  /** Stops the worker (waiting for a delivery in flight) and closes the database. */
  close(): Promise<void>;
}

export async function createLeadPipeline(
  tenantOf: (slug: string) => Tenant | undefined,
  overrides: Partial<LeadSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<LeadPipeline> {
  const settings = leadSettings(overrides, env);
  const store = await LeadStore.open(storeConfig(settings.dataDir, env));
  const captcha = new AltchaCaptcha({ hmacKey: settings.altchaHmacKey, usedChallenges: store });
  const outbox = new Outbox({ store, tenantOf, settings });
  const service = new LeadService(store, captcha, () => outbox.kick());
  return {
    settings,
    store,
    captcha,
    service,
    outbox,
    async close() {
      await outbox.stop();
      await store.close();
    },
  };
}
