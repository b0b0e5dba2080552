// ADF 1.0 (Auto-lead Data Format), the XML most dealer CRMs import leads from.
import { XMLBuilder } from 'fast-xml-parser';
import type { LeadPayload } from './lead-store';
import { localeOf } from '../../runtime/lib/locales';

export interface AdfOptions {
  /** <vendor><vendorname>: the dealership. */
  vendorName: string;
  vendorPhone?: string;
  vendorEmail?: string;
  /** <provider><name>: this platform. */
  providerName: string;
  providerUrl?: string;
  /** When the lead was received: <requestdate>. */
  requestDate: Date;
  /** ISO 4217 code of vehicle prices (AUD, NZD, USD). */
  currency: string;
  /** Titles of the form's own fields, for the "Label: value" lines appended to <comments>. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Lines naming the lead's uploaded files (ADF has no element for them), listed in <comments>. */
  fileLines?: readonly string[];
}

type XmlNode = Record<string, unknown>;

/** Fields already written as ADF elements (or not meant for the dealer) stay out of <comments>. */
const MAPPED = new Set([
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'vehicle',
  'lead_id',
  'form',
  'source',
  'website_slug',
  'user_agent',
  'visited_pages',
  'linked_query_params',
  'lead_status',
  'form_completed',
  'skipped_steps',
  'step_number',
  'has_files',
  'car_id',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'vehicle_status',
  'autogauge_enabled',
  'opt_in',
]);

// Characters XML 1.0 cannot carry at all, even escaped.
// XML 1.0 forbids these control characters: matching them is the point.
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const str = (v: unknown): string => {
  if (typeof v === 'string') return v.replace(XML_INVALID, '').trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
};

/** 2024-05-01T10:00:00+00:00: ISO 8601 with an explicit offset, as the ADF samples write it. */
export function adfDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** First, middle and last name: the lead's own parts, else the full name split at its first space. */
export function nameParts(lead: LeadPayload): { first: string; middle?: string; last: string } {
  const first = str(lead.first_name);
  const middle = str(lead.middle_name);
  const last = str(lead.last_name);
  if (first || last) return middle ? { first, middle, last } : { first, last };
  const full = str(lead.name).replace(/\s+/g, ' ');
  const space = full.indexOf(' ');
  return space < 0 ? { first: full, last: '' } : { first: full.slice(0, space), last: full.slice(space + 1) };
}

function element(text: string, attributes: Record<string, string> = {}): XmlNode {
  const node: XmlNode = { '#text': text };
  for (const [k, v] of Object.entries(attributes)) node[`@_${k}`] = v;
  return node;
}

function vehicleOf(lead: LeadPayload, currency: string): XmlNode | undefined {
  const v = (lead.vehicle && typeof lead.vehicle === 'object' ? lead.vehicle : {}) as Record<string, unknown>;
  const make = str(v.make) || str(lead['Vehicle Make']);
  const model = str(v.model) || str(lead['Vehicle Model']);
  if (!make && !model && !str(v.vin) && !str(v.stock_number)) return undefined;
  const carType = str(v.car_type) || str(lead.car_type);
  const node: XmlNode = { '@_interest': 'buy', '@_status': carType === 'new' || carType === '' ? 'new' : 'used' };
  if (str(v.year)) node.year = str(v.year);
  if (make) node.make = make;
  if (model) node.model = model;
  if (str(v.vin)) node.vin = str(v.vin);
  const stock = str(v.stock_number) || str(lead.stock_number);
  if (stock) node.stock = stock;
  if (typeof v.price === 'number' && v.price > 0) node.price = element(String(v.price), { type: 'asking', currency });
  return node;
}

function commentsOf(lead: LeadPayload, labels: Readonly<Record<string, string>>, fileLines: readonly string[]): string {
  const lines: string[] = [];
  const message = str(lead.message);
  if (message) lines.push(message);
  const extra: string[] = [];
  for (const [key, value] of Object.entries(lead)) {
    if (MAPPED.has(key)) continue;
    const shown = Array.isArray(value) ? value.map(str).filter(Boolean).join(', ') : str(value);
    if (shown) extra.push(`${labels[key] ?? key}: ${shown}`);
  }
  if (extra.length) lines.push(extra.join('\n'));
  if (fileLines.length) lines.push(['Uploaded files:', ...fileLines.map(str)].join('\n'));
  return lines.join('\n\n');
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  processEntities: true,
  suppressEmptyNode: false,
});

/** The lead as an ADF 1.0 document: XML declaration, `<?adf version="1.0"?>`, one prospect. */
export function leadToAdf(lead: LeadPayload, options: AdfOptions): string {
  const { first, middle, last } = nameParts(lead);
  const parts = [element(first, { part: 'first' }), ...(middle ? [element(middle, { part: 'middle' })] : []), element(last, { part: 'last' })];
  const contact: XmlNode = { name: parts };
  if (str(lead.email)) contact.email = str(lead.email);
  if (str(lead.phone)) contact.phone = element(str(lead.phone), { type: 'voice' });
  if (str(lead.postcode)) contact.address = { postalcode: str(lead.postcode) };

  const customer: XmlNode = { contact };
  const comments = commentsOf(lead, options.fieldLabels ?? {}, options.fileLines ?? []);
  if (comments) customer.comments = comments;

  const vendorContact: XmlNode = { name: element(options.vendorName, { part: 'full' }) };
  if (options.vendorEmail) vendorContact.email = options.vendorEmail;
  if (options.vendorPhone) vendorContact.phone = element(options.vendorPhone, { type: 'voice' });

  const provider: XmlNode = { name: element(options.providerName, { part: 'full' }), service: `Website lead: ${str(lead.form) || 'form'}` };
  if (options.providerUrl) provider.url = options.providerUrl;

  const prospect: XmlNode = {
    '@_status': 'new',
    id: element(str(lead.lead_id), { sequence: '1', source: options.providerName }),
    requestdate: adfDate(options.requestDate),
  };
  const vehicle = vehicleOf(lead, options.currency);
  if (vehicle) prospect.vehicle = vehicle;
  prospect.customer = customer;
  prospect.vendor = { vendorname: options.vendorName, contact: vendorContact };
  prospect.provider = provider;

  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    '?adf': { '@_version': '1.0' },
    adf: { prospect },
  }) as string;
}

export function currencyOf(locale: string): string {
  return localeOf(locale).currency;
}
