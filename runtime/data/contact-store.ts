// The visitor's contact details, kept per site after a completed lead to prefill later forms
// (spec section 3: name, last_name, email, phone, postcode).

const CONTACT_FIELDS = ['name', 'first_name', 'last_name', 'email', 'phone', 'postcode'] as const;
type StoredContact = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

const storageKey = (site: string) => `dealer:${site}:contact`;

/** The contact fields of a lead's data; `name` falls back to the first name when the form asked for first and last. */
export function contactOf(data: Readonly<Record<string, unknown>>): StoredContact {
  const out: StoredContact = {};
  for (const key of CONTACT_FIELDS) {
    const value = data[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  }
  if (!out.name && out.first_name) out.name = out.first_name;
  return out;
}

/**
 * Values to prefill a form's empty fields with: only fields the form has. A first/last form
 * gets its first name from a stored first name, or from `name` when a last name was stored too.
 */
export function prefillFromContact(stored: StoredContact, fieldNames: readonly string[], current: Readonly<Record<string, unknown>>): Record<string, string> {
  const candidates: StoredContact = { ...stored };
  if (!candidates.first_name && stored.last_name && stored.name) candidates.first_name = stored.name;
  const out: Record<string, string> = {};
  for (const key of CONTACT_FIELDS) {
    const value = candidates[key];
    const existing = current[key];
    if (value && fieldNames.includes(key) && (existing === undefined || existing === null || existing === '')) out[key] = value;
  }
  return out;
}

export function readContact(site: string): StoredContact {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey(site)) ?? '{}');
    return parsed && typeof parsed === 'object' ? contactOf(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function storeContact(site: string, data: Readonly<Record<string, unknown>>): void {
  const contact = contactOf(data);
  if (Object.keys(contact).length === 0) return;
  try {
    globalThis.localStorage?.setItem(storageKey(site), JSON.stringify({ ...readContact(site), ...contact }));
  } catch (error) {
    console.warn('Contact details not stored', error);
  }
}
