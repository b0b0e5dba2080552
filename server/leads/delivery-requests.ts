// What a delivery sends: the HTTP request of a webhook or ADF destination (JSON or ADF XML), with
// "$env:NAME" header values resolved at send time.
import type { Tenant } from '../tenants/tenant';
import { leadToAdf, currencyOf } from './adf';
import type { StoredLead } from './lead-store';
import { fileLine } from '../../runtime/lib/lead-routing/lead-files';

const PROVIDER_NAME = 'Dealer Platform';

/** What deliveryRequest needs of a destination: leadDelivery's and lead-routing.json's webhook and ADF entries alike. */
export interface HttpDestination {
  kind: 'webhook' | 'adf';
  url?: string;
  vendorName?: string;
  headers?: Readonly<Record<string, string | undefined>>;
}

export interface OutgoingRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** An uploaded file as a webhook carries it: its bytes (base64 `data`) unless the retention purge deleted them. */
export interface DeliveredFile {
  field: string;
  originalName: string;
  mime: string;
  size: number;
  content?: Buffer | undefined;
}

/** "$env:NAME" header values come from the environment, so secrets stay out of tenant files. */
export function resolveHeaders(headers: Readonly<Record<string, string | undefined>> | undefined, env: NodeJS.ProcessEnv): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    const variable = /^\$env:([A-Za-z_][A-Za-z0-9_]*)$/.exec(value)?.[1];
    if (!variable) resolved[name] = value;
    else if (env[variable] !== undefined) resolved[name] = env[variable]!;
    else throw new Error(`header ${name}: environment variable ${variable} is not set`);
  }
  return resolved;
}

/** Form field titles by field name, for readable ADF comments and lead emails. */
export function fieldLabels(tenant: Tenant, formName: string): Record<string, string> {
  const labels: Record<string, string> = {};
  const form = Object.hasOwn(tenant.forms, formName) ? tenant.forms[formName] : undefined;
  for (const step of form?.steps ?? []) {
    const props = (step.schema as { properties?: Record<string, { title?: unknown }> }).properties ?? {};
    for (const [name, prop] of Object.entries(props)) if (typeof prop.title === 'string') labels[name] = prop.title;
  }
  return labels;
}

/** The HTTP request that delivers a lead to one destination. */
export function deliveryRequest(
  destination: HttpDestination,
  lead: StoredLead,
  tenant: Tenant,
  files: readonly DeliveredFile[],
  env: NodeJS.ProcessEnv,
  deliveryKey: string,
): OutgoingRequest {
  const common = { 'User-Agent': 'dealer-platform-leads/1', 'Idempotency-Key': deliveryKey, ...resolveHeaders(destination.headers, env) };
  if (destination.kind === 'webhook') {
    const body: Record<string, unknown> = { lead: lead.payload };
    if (files.length)
      body.files = files.map((f) => ({
        field: f.field,
        name: f.originalName,
        mime: f.mime,
        size: f.size,
        ...(f.content ? { data: f.content.toString('base64') } : {}),
      }));
    return { url: destination.url ?? '', headers: { 'Content-Type': 'application/json', ...common }, body: JSON.stringify(body) };
  }
  return {
    url: destination.url ?? '',
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...common },
    body: adfDocument(tenant, lead, destination.vendorName, files),
  };
}

/** The facts of a delivered file the listing rules read. */
export const fileFacts = (file: DeliveredFile) => ({ ...file, present: file.content !== undefined });

/**
 * A lead as ADF 1.0 XML, its vendor the given name, else the lead's dealership's, else the site's.
 * Its uploaded files are named in <comments>; `attached` marks those the email carrying it attaches.
 */
export function adfDocument(
  tenant: Tenant,
  lead: StoredLead,
  vendorName: string | undefined,
  files: readonly DeliveredFile[] = [],
  attached?: ReadonlySet<DeliveredFile>,
): string {
  const site = tenant.site;
  const labels = fieldLabels(tenant, lead.form);
  const dealershipSlug = lead.payload.dealership_slug;
  const dealership = site.dealerships?.find((d) => d.slug === dealershipSlug);
  return leadToAdf(lead.payload, {
    vendorName: vendorName ?? dealership?.name ?? site.name,
    vendorPhone: site.phone,
    vendorEmail: site.email,
    providerName: PROVIDER_NAME,
    providerUrl: site.url,
    requestDate: new Date(lead.createdAt),
    currency: currencyOf(site.locale),
    fieldLabels: labels,
    fileLines: files.map((f) => fileLine(fileFacts(f), labels[f.field], attached ? attached.has(f) : undefined)),
  });
}
