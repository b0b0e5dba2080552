// The emails of lead routing: a routed lead (a readable body, the lead as an ADF attachment and
// the one-click "I've got this" link) and the escalation of a lead nobody acknowledged in time.
import type { Tenant } from '../tenants/tenant';
import type { MailMessage } from '../mail/mail-transport';
import { mailFrom } from '../garage/sign-in-mail';
import type { MailAttachment } from '../mail/mail-transport';
import { fileLine, filesToAttach } from '../../runtime/lib/lead-routing/lead-files';
import { adfDocument, fieldLabels, fileFacts, type DeliveredFile } from './delivery-requests';
import type { StoredLead } from './lead-store';

/** Keys of the payload a reader of the email does not need (tracking, transport, internal state). */
const UNREAD_KEYS = new Set([
  'visited_pages',
  'linked_query_params',
  'user_agent',
  'source',
  'lead_status',
  'form_completed',
  'skipped_steps',
  'step_number',
  'has_files',
  'lead_id',
  'vehicle',
  'autogauge_enabled',
]);

const show = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

/** "Title: value" lines of a lead's non-empty fields, titled as its form titles them. */
function readableLead(tenant: Tenant, lead: StoredLead): string[] {
  const labels = fieldLabels(tenant, lead.form);
  return Object.entries(lead.payload)
    .filter(([key, value]) => !UNREAD_KEYS.has(key) && show(value) !== '')
    .map(([key, value]) => `${labels[key] ?? key}: ${show(value)}`);
}

function who(lead: StoredLead): string {
  return show(lead.payload.name) || [show(lead.payload.first_name), show(lead.payload.last_name)].filter(Boolean).join(' ') || 'a visitor';
}

const category = (lead: StoredLead) => show(lead.payload.category) || lead.form;

export interface LeadMailInput {
  tenant: Tenant;
  lead: StoredLead;
  to: readonly string[];
  /** The absolute one-click acknowledge link. */
  acknowledgeUrl: string;
  rule: string;
  vendorName?: string;
  id: string;
  now: number;
}

/** A routed email's files: the lead's uploads with their bytes (undefined bytes: purged). */
export interface RoutedLeadMailInput extends LeadMailInput {
  files: readonly DeliveredFile[];
}

/** The uploaded files an email attaches (within MAIL_FILES_MAX_BYTES together), and the body's lines naming every file. */
function mailFiles(tenant: Tenant, lead: StoredLead, files: readonly DeliveredFile[]) {
  const facts = files.map(fileFacts);
  const chosen = filesToAttach(facts);
  const attached = new Set(files.filter((_, i) => chosen.has(facts[i]!)));
  const labels = fieldLabels(tenant, lead.form);
  const lines = files.map((f) => fileLine(fileFacts(f), labels[f.field], attached.has(f)));
  const attachments: MailAttachment[] = files
    .filter((f) => attached.has(f))
    .map((f) => ({ filename: f.originalName, contentType: f.mime, content: f.content!.toString('base64'), encoding: 'base64' }));
  return { attached, lines, attachments };
}

export function routedLeadMail(input: RoutedLeadMailInput): MailMessage {
  const { tenant, lead } = input;
  const files = mailFiles(tenant, lead, input.files);
  return {
    id: input.id,
    tenant: tenant.slug,
    from: mailFrom(tenant),
    to: input.to.join(', '),
    subject: `New ${category(lead)} lead from ${who(lead)} (${tenant.site.name})`,
    text: [
      `A new lead for ${tenant.site.name}, routed by the rule "${input.rule}".`,
      '',
      `I've got this: ${input.acknowledgeUrl}`,
      '(the page it opens has one button that tells everyone the lead is answered; it works once, for 7 days)',
      '',
      ...readableLead(tenant, lead),
      ...(files.lines.length ? ['', 'Uploaded files:', ...files.lines] : []),
      '',
      `Lead id: ${lead.id}`,
      `Received: ${lead.createdAt}`,
      'The lead is attached as ADF XML for your CRM.',
    ].join('\n'),
    createdAt: input.now,
    attachments: [
      {
        filename: `lead-${lead.id}.adf.xml`,
        contentType: 'application/xml',
        content: adfDocument(tenant, lead, input.vendorName, input.files, files.attached),
      },
      ...files.attachments,
    ],
  };
}

export function escalationMail(input: LeadMailInput & { minutes: number }): MailMessage {
  const { tenant, lead } = input;
  return {
    id: input.id,
    tenant: tenant.slug,
    from: mailFrom(tenant),
    to: input.to.join(', '),
    subject: `Unanswered lead from ${who(lead)}: nobody has acknowledged it (${tenant.site.name})`,
    text: [
      `Nobody acknowledged this ${category(lead)} lead within ${input.minutes} open minutes (rule "${input.rule}").`,
      '',
      `I've got this: ${input.acknowledgeUrl}`,
      '',
      ...readableLead(tenant, lead),
      '',
      `Lead id: ${lead.id}`,
      `Received: ${lead.createdAt}`,
    ].join('\n'),
    createdAt: input.now,
  };
}
