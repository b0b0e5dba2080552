// The user data of a server-side ad event (spec section 7, POST /api/fb-events), normalised and
// SHA-256 hashed as the ad platforms require (Meta Conversions API "customer information
// parameters"): trimmed and lower-cased, phone as digits with the country code, names as
// letters, postcode without spaces, two-letter country. Nothing leaves the browser in clear text.

import { localeOf } from './locales';

type Sha256Hex = (text: string) => Promise<string>;

/** The contact details a visitor's forms stored in this browser (runtime/data/contact-store.ts). */
type StoredContact = Partial<Record<'name' | 'first_name' | 'last_name' | 'email' | 'phone' | 'postcode', string>>;

const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** "0412 345 678" (AU) -> "61412345678"; "+64 21 123 4567" -> "64211234567"; "(555) 123-4567" (US) -> "15551234567". */
export function normaliseAdPhone(phone: string, locale: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  if (!digits) return '';
  const cc = localeOf(locale).phone.countryCode;
  if (phone.trim().startsWith('+') || (digits.startsWith(cc) && digits.length > 10)) return digits;
  if (cc === '1') return digits.length === 10 ? `1${digits}` : digits;
  return cc + digits.replace(/^0/, '');
}

const normaliseName = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}]/gu, '');
const normalisePostcode = (postcode: string): string => postcode.trim().toLowerCase().replace(/\s+/g, '');

/** The fields to hash, normalised; empty ones left out. */
export function adUserFields(contact: StoredContact, locale: string): Record<string, string> {
  const first = contact.first_name ?? contact.name?.trim().split(/\s+/)[0] ?? '';
  const last = contact.last_name ?? (contact.first_name ? '' : (contact.name?.trim().split(/\s+/).slice(1).join(' ') ?? ''));
  const fields: Record<string, string> = {
    em: normaliseEmail(contact.email ?? ''),
    ph: normaliseAdPhone(contact.phone ?? '', locale),
    fn: normaliseName(first),
    ln: normaliseName(last),
    zp: normalisePostcode(contact.postcode ?? ''),
    country: localeOf(locale).country.toLowerCase(),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
}

/** Every field hashed; the browser's user agent is sent as it is (the platforms want it unhashed). */
export async function adUserData(contact: StoredContact, locale: string, hash: Sha256Hex, userAgent?: string): Promise<Record<string, string>> {
  const fields = adUserFields(contact, locale);
  const hashed = Object.fromEntries(await Promise.all(Object.entries(fields).map(async ([k, v]) => [k, await hash(v)] as const)));
  return { ...hashed, ...(userAgent ? { client_user_agent: userAgent } : {}) };
}

/** SHA-256 as lower-case hex with Web Crypto (browsers and Node 20). */
export const webCryptoSha256: Sha256Hex = async (text) => {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};
