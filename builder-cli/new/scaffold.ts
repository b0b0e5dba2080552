// The documents `builder-cli new` writes for a dealer: pure, answers in, files out.
import { LOCALE_IDS, type SiteLocale } from '../../runtime/lib/locales';
import { CURRENT_VERSION } from '../../server/tenants/migrations';
import { STAND_INS } from './stand-ins.gen';

export const TEMPLATES = ['car', 'caravan-rv', 'motorcycle', 'truck'] as const;
/** The locales a new dealer may take: one per locale module (runtime/lib/locales/). */
export const LOCALES: readonly SiteLocale[] = LOCALE_IDS;
export type TemplateName = (typeof TEMPLATES)[number];
export type Locale = SiteLocale;

interface NewTenant {
  slug: string;
  template: TemplateName;
  name: string;
  locale: Locale;
  state: string;
  /** Lower case, or undefined for a dealer of several makes. */
  manufacturer?: string;
  dealerships: number;
  domain: string;
  /** Site id; dealerships get id + 1 ... id + N. */
  id: number;
  phone?: string;
  email?: string;
  street?: string;
  city?: string;
  postcode?: string;
}

/** Stand-ins valid for the locale (its module's `standIns`), listed in the command's output so onboarding staff replace them. */
export function placeholdersFor(locale: Locale, state: string): { phone: string; street: string; city: string; postcode: string } {
  const { phone, street, city, postcode, capitals } = STAND_INS[locale];
  const [stateCity, statePostcode] = capitals?.[state.toUpperCase()] ?? [city, postcode];
  return { phone, street, city: stateCity, postcode: statePostcode };
}

const SCHEMAS = '../../schemas';

const STOCK_WORDS: Record<TemplateName, string> = { car: 'cars', 'caravan-rv': 'caravans and motorhomes', motorcycle: 'motorcycles', truck: 'trucks' };

/** A map search link for the address (what the templates' "Get directions" buttons use). */
function placeUrl(name: string, a: { street: string; city: string; state: string; postcode: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${a.street}, ${a.city} ${a.state} ${a.postcode}`).replace(/%20/g, '+')}`;
}

/** Files to write, by path relative to the tenant folder. */
export function scaffoldTenant(t: NewTenant): Record<string, unknown> {
  const stand = placeholdersFor(t.locale, t.state);
  const phone = t.phone ?? stand.phone;
  const base = { street: t.street ?? stand.street, city: t.city ?? stand.city, state: t.state, postcode: t.postcode ?? stand.postcode };
  const address = { ...base, place_url: placeUrl(t.name, base) };
  const email = t.email ?? `sales@${t.domain.replace(/^www\./, '').replace(/:\d+$/, '')}`;
  const dealerships = Array.from({ length: t.dealerships }, (_, i) => ({
    id: t.id + 1 + i,
    name: t.dealerships === 1 ? t.name : `${t.name} ${i + 1}`,
    slug: t.dealerships === 1 ? t.slug : `${t.slug}-${i + 1}`,
    city: address.city,
  }));
  const site = {
    // The site extends a template: an editor checks it with the partial (override) schema.
    $schema: `${SCHEMAS}/editor/site.partial.schema.json`,
    schemaVersion: CURRENT_VERSION.site,
    extends: [t.template],
    id: t.id,
    slug: t.slug,
    name: t.name,
    tagline: `New and used ${STOCK_WORDS[t.template]} in ${address.city}.`,
    template: t.template,
    locale: t.locale,
    phone,
    email,
    url: `https://${t.domain.replace(/:\d+$/, '')}`,
    city: address.city,
    state: t.state,
    dealership_id: dealerships[0]!.id,
    ...(t.manufacturer ? { manufacturer: t.manufacturer } : {}),
    dealerships,
    address,
    domains: [t.domain],
  };
  const locations = {
    $schema: `${SCHEMAS}/location.schema.json`,
    schemaVersion: CURRENT_VERSION.location,
    locations: [
      {
        id: t.id + 1,
        name: `${t.name} Sales`,
        slug: `${t.slug}-sales`,
        position: 1,
        primary: true,
        visible: true,
        location_type: 'sales',
        dealership_id: dealerships[0]!.id,
        dealership_slug: dealerships[0]!.slug,
        address,
        contact_detail: {
          phone,
          email,
          opening_hours: [
            ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '08:30', close: '17:30' })),
            { weekday: 6, status: 'Open', open: '09:00', close: '16:00' },
            { weekday: 0, status: 'Closed' },
          ],
        },
      },
    ],
  };
  const stock = { $schema: `${SCHEMAS}/stock.schema.json`, schemaVersion: CURRENT_VERSION.stock, cars: [] };
  return { 'site.json': site, 'locations.json': locations, 'stock.json': stock };
}
