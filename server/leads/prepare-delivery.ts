// What one delivery row sends, read from the tenant as currently loaded: an HTTP request for a
// webhook or ADF destination (of leadDelivery, or of a lead-routing.json rule), an email for an
// email destination, or a rule's escalation mail. A destination removed since the lead was routed
// fails with a clear error rather than going elsewhere.
import type { Tenant } from '../tenants/tenant';
import type { MailMessage } from '../mail/mail-transport';
import type { AcknowledgeLinks } from './acknowledge-links';
import { deliveryRequest, type DeliveredFile, type OutgoingRequest } from './delivery-requests';
import { escalationMail, routedLeadMail } from './lead-mail';
import { DEFAULT_ESCALATE_AFTER_MINUTES, routingRule } from './lead-routing';
import { ESCALATION_DESTINATION } from './lead-routes';
import type { Delivery, LeadStore, StoredLead } from './lead-store';

export type PreparedDelivery = { kind: 'http'; request: OutgoingRequest } | { kind: 'mail'; message: MailMessage };

export interface PrepareContext {
  store: LeadStore;
  tenantOf: (slug: string) => Tenant | undefined;
  env: NodeJS.ProcessEnv;
  links: AcknowledgeLinks | undefined;
  now: number;
}

/** The link on the site's own address; a site without `url` gets its first domain's. */
function acknowledgeUrl(tenant: Tenant, lead: StoredLead, ctx: PrepareContext): string {
  if (!ctx.links) throw new Error('acknowledge links are not set up');
  const base = (tenant.site.url ?? `https://${tenant.hosts[tenant.hosts.length > 1 ? 1 : 0]}`).replace(/\/+$/, '');
  return base + ctx.links.path(tenant.slug, lead.id, ctx.now);
}

/** A lead's files with their bytes from the upload storage (any server's: the database with DATABASE_URL). */
async function deliveredFiles(store: LeadStore, tenant: string, leadId: string): Promise<DeliveredFile[]> {
  const files: DeliveredFile[] = [];
  for (const file of await store.files(tenant, leadId)) {
    if (file.purgedAt) {
      files.push(file);
      continue;
    }
    const content = await store.uploads.get(tenant, file.storedPath);
    // Thrown, so the delivery is retried and, if the file stays missing, ends dead with this reason.
    if (!content) throw new Error(`file "${file.originalName}" of lead ${leadId} is missing from the upload storage (${file.storedPath})`);
    files.push({ ...file, content });
  }
  return files;
}

export async function prepareDelivery(delivery: Delivery, ctx: PrepareContext): Promise<PreparedDelivery> {
  const tenant = ctx.tenantOf(delivery.tenant);
  if (!tenant) throw new Error(`tenant ${delivery.tenant} is not being served`);
  const lead = await ctx.store.getLead(delivery.tenant, delivery.leadId);
  if (!lead) throw new Error(`lead ${delivery.leadId} is missing`);
  const key = `${lead.id}-${delivery.rule === null ? '' : `${delivery.rule}-`}${delivery.destination}`;

  if (delivery.rule === null) {
    const destination = tenant.site.leadDelivery?.[delivery.destination];
    if (!destination || destination.kind !== delivery.kind) {
      throw new Error(`destination ${delivery.destination} (${delivery.kind}) is no longer in site.json leadDelivery`);
    }
    return {
      kind: 'http',
      request: deliveryRequest(destination, lead, tenant, await deliveredFiles(ctx.store, delivery.tenant, delivery.leadId), ctx.env, key),
    };
  }

  const rule = routingRule(tenant, delivery.rule);
  if (!rule) throw new Error(`rule "${delivery.rule}" is no longer in lead-routing.json`);
  const common = { tenant, lead, rule: rule.id, id: key, now: ctx.now, acknowledgeUrl: acknowledgeUrl(tenant, lead, ctx) };
  if (delivery.destination === ESCALATION_DESTINATION) {
    const to = rule.escalation ?? [];
    if (!to.length) throw new Error(`rule "${rule.id}" has no escalation contacts any more`);
    return { kind: 'mail', message: escalationMail({ ...common, to, minutes: rule.escalate_after_minutes ?? DEFAULT_ESCALATE_AFTER_MINUTES }) };
  }
  const destination = rule.destinations[delivery.destination];
  if (!destination || destination.kind !== delivery.kind) {
    throw new Error(`destination ${delivery.destination} (${delivery.kind}) is no longer in rule "${rule.id}" of lead-routing.json`);
  }
  if (destination.kind === 'email') {
    if (!destination.to?.length) throw new Error(`destination ${delivery.destination} of rule "${rule.id}" has no address`);
    return {
      kind: 'mail',
      message: routedLeadMail({
        ...common,
        to: destination.to,
        files: await deliveredFiles(ctx.store, delivery.tenant, delivery.leadId),
        ...(destination.vendorName ? { vendorName: destination.vendorName } : {}),
      }),
    };
  }
  if (!destination.url) throw new Error(`destination ${delivery.destination} of rule "${rule.id}" has no address`);
  return { kind: 'http', request: deliveryRequest(destination, lead, tenant, await deliveredFiles(ctx.store, delivery.tenant, delivery.leadId), ctx.env, key) };
}
