// Everything the lead routes and the delivery worker share, created once by startServer.
import type { Tenant } from '../tenants/tenant';
import { AltchaCaptcha } from './captcha';
import { LeadService } from './lead-service';
import { leadSettings, type LeadSettings } from './lead-settings';
import { LeadStore } from './lead-store';
import { moveDiskUploads } from './move-disk-uploads';
import { storeConfig } from '../store/database';
import { Outbox } from './outbox';
import { AcknowledgeLinks, ACKNOWLEDGE_KEY_NAME } from './acknowledge-links';
import type { MailQueue } from '../mail/mail-outbox';

export interface LeadPipeline {
  settings: LeadSettings;
  store: LeadStore;
  captcha: AltchaCaptcha;
  service: LeadService;
  outbox: Outbox;
  /** Signs and checks the one-click acknowledge links of routed leads. */
  links: AcknowledgeLinks;
  /** The clock of routing, acknowledging and escalation (startServer's `now`). */
  now: () => number;
  /** Told of every acknowledgement (set by startServer: the /metrics counter). */
  onAcknowledged?: ((tenant: string, by: 'link' | 'destination') => void) | undefined;
  /** Stops the worker (waiting for a delivery in flight) and closes the database. */
  close(): Promise<void>;
}

/** `mail` is the server's mail outbox (the garage store's): routed emails and escalations are queued there. */
export async function createLeadPipeline(
  tenantOf: (slug: string) => Tenant | undefined,
  mail: MailQueue,
  overrides: Partial<LeadSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
  now: () => number = Date.now,
): Promise<LeadPipeline> {
  const settings = leadSettings(overrides, env);
  const store = await LeadStore.open(storeConfig(settings.dataDir, env));
  // Files this server kept on its disk before the store was the database: any server delivers them from now on.
  await moveDiskUploads(store);
  const captcha = new AltchaCaptcha({ hmacKey: settings.altchaHmacKey, usedChallenges: store });
  // One key in the store for every server, so a link works after a restart and on any of them.
  const links = new AcknowledgeLinks(env.LEAD_ACKNOWLEDGE_KEY || (await store.secret(ACKNOWLEDGE_KEY_NAME)));
  const outbox = new Outbox({ store, tenantOf, settings, now, mail, links, env });
  const service = new LeadService(store, captcha, () => outbox.kick());
  service.now = now;
  return {
    settings,
    store,
    captcha,
    service,
    outbox,
    links,
    now,
    async close() {
      await outbox.stop();
      await store.close();
    },
  };
}
