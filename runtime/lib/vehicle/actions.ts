// The vehicle page's action buttons (spec section 2): buttons.json's ordered list resolved
// against one car. Each kind's rule decides whether it shows; the page renders the result.
import type { ActionButton } from '../../../schemas/types/buttons';
import type { Car } from '../../../schemas/types/car';
import type { PublicSite } from '../public-site';
import type { CarAvailability } from '../vehicle-route';
import { categorySlug } from '../forms/enquiry';
import { canReserve, tradeInEligible } from './eligibility';
import { carPhone, displayPhone, maskPhone, whatsappHref } from './phone';
import { unknownOption } from '../unknown-option';

type ActionKind = ActionButton['kind'];
type PaymentMethod = NonNullable<ActionButton['methods']>[number];
type Variant = NonNullable<ActionButton['variant']>;

/** Spec section 9 default labels, and ours for the kinds it leaves open. */
export const DEFAULT_LABELS: Record<ActionKind, string> = {
  call: 'Call the dealer',
  'reveal-phone': 'Reveal phone number',
  finance: 'Get Finance',
  enquire: 'Enquire now',
  'test-drive': 'Book a Test Drive',
  'trade-in': 'Get Your Valuation',
  whatsapp: 'WhatsApp us',
  chat: 'Chat with us',
  reserve: 'Reserve now',
  'history-report': 'Vehicle history report',
  location: 'View location',
  custom: 'More information',
  'payment-methods': 'Payment methods',
};

const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  mastercard: 'Mastercard',
  visa: 'Visa',
  maestro: 'Maestro',
  'google-pay': 'Google Pay',
  'apple-pay': 'Apple Pay',
};

/** A sold car (inside the sold window) keeps only ways to reach the dealer; the page adds "find similar". */
const SOLD_KINDS: ReadonlySet<ActionKind> = new Set(['call', 'reveal-phone', 'location']);

interface Base {
  label: string;
  variant: Variant;
}
export type VehicleAction =
  /** `phone` as the feed gives it (for the tel: link), `shown` as it reads. */
  | (Base & { kind: 'call'; phone: string; shown: string })
  | (Base & { kind: 'reveal-phone'; phone: string; shown: string; masked: string })
  | (Base & { kind: 'finance' | 'trade-in' | 'reserve' | 'location' | 'custom' | 'whatsapp' | 'history-report'; href: string })
  | (Base & { kind: 'enquire' | 'test-drive'; form: string })
  /** Without a chat widget on the page, chat opens the car's enquiry form (`form`, titled `formTitle`). */
  | (Base & { kind: 'chat'; form: string; formTitle: string })
  | (Base & { kind: 'payment-methods'; methods: { id: PaymentMethod; name: string }[] });

export const VEHICLE_MAP_ANCHOR = 'vehicle-map';

/** Spec section 2: the finance form, carrying the car (`/finance?car_id=&car_type=&vin=&vehiclePriceBudget=#finance-form`). */
export function financeHref(car: Pick<Car, 'id' | 'car_type' | 'vin' | 'price'>): string {
  const query = new URLSearchParams({
    car_id: String(car.id),
    car_type: car.car_type,
    vin: car.vin ?? '',
    vehiclePriceBudget: typeof car.price === 'number' && car.price > 0 ? String(Math.round(car.price)) : '',
  });
  return `/finance?${query}#finance-form`;
}

/** Spec section 2: `/cars/trade-in?car_id={id}` (under the site's vehicle base path). */
export function tradeInHref(car: Pick<Car, 'id'>, basePath: string): string {
  return `${basePath.replace(/\/+$/, '')}/trade-in?car_id=${encodeURIComponent(String(car.id))}`;
}

/** Spec section 2: `/cars/{slug}/checkout`; a reserve button's `href` may name another path, with `{slug}`. */
export function reserveHref(car: Pick<Car, 'slug'>, basePath: string, template?: string): string {
  return template ? template.replaceAll('{slug}', car.slug) : `${basePath.replace(/\/+$/, '')}/${car.slug}/checkout`;
}

export interface ActionContext {
  car: Car;
  site: Pick<PublicSite, 'locale' | 'features' | 'dealerships' | 'autograb' | 'vehicles' | 'payment_processor'> & Partial<Pick<PublicSite, 'display'>>;
  availability: CarAvailability;
  /** The page's own address, for the WhatsApp message. */
  pageUrl: string;
}

/** buttons.json's list for one car: hidden entries and entries whose rule fails are left out, in order. */
export function vehicleActions(buttons: readonly ActionButton[], ctx: ActionContext): VehicleAction[] {
  const { car, site } = ctx;
  const phone = carPhone(car);
  const out: VehicleAction[] = [];
  for (const button of buttons) {
    if (button.visible === false) continue;
    if (ctx.availability === 'sold' && !SOLD_KINDS.has(button.kind)) continue;
    // The finance label is a site setting (Get Finance, or Pre-Approved) unless the button names its own.
    const base: Base = {
      label: button.label ?? (button.kind === 'finance' ? (site.display?.finance_label ?? DEFAULT_LABELS.finance) : DEFAULT_LABELS[button.kind]),
      variant: button.variant ?? 'outline',
    };
    const action = resolve(button, base, ctx, phone);
    if (action) out.push(action);
  }
  return out;
}

function resolve(button: ActionButton, base: Base, { car, site, pageUrl }: ActionContext, phone: string | null): VehicleAction | null {
  const basePath = site.vehicles.basePath;
  switch (button.kind) {
    case 'call':
      return phone ? { ...base, kind: 'call', phone, shown: displayPhone(phone, site.locale) } : null;
    case 'reveal-phone': {
      if (!phone) return null;
      const shown = displayPhone(phone, site.locale);
      return { ...base, kind: 'reveal-phone', phone, shown, masked: maskPhone(shown) };
    }
    case 'finance':
      return { ...base, kind: 'finance', href: financeHref(car) };
    case 'enquire':
      // Without a form named, the enquiry form of the car's type (new-, used- or demo-vehicle-enquiry).
      return { ...base, kind: 'enquire', form: button.form ?? categorySlug(car.car_type) };
    case 'test-drive':
      return { ...base, kind: 'test-drive', form: button.form ?? 'test-drive' };
    case 'trade-in':
      return tradeInEligible(car, site) ? { ...base, kind: 'trade-in', href: tradeInHref(car, basePath) } : null;
    case 'whatsapp': {
      const number = button.phone ?? phone;
      return number ? { ...base, kind: 'whatsapp', href: whatsappHref(number, site.locale, `Hi, I'm interested in the ${car.name}: ${pageUrl}`) } : null;
    }
    case 'chat':
      return { ...base, kind: 'chat', form: categorySlug(car.car_type), formTitle: DEFAULT_LABELS.enquire };
    case 'reserve':
      return canReserve(car, site) ? { ...base, kind: 'reserve', href: reserveHref(car, basePath, button.href) } : null;
    case 'history-report':
      return car.file ? { ...base, kind: 'history-report', href: car.file } : null;
    case 'location':
      return { ...base, kind: 'location', href: `#${VEHICLE_MAP_ANCHOR}` };
    case 'custom':
      return button.href ? { ...base, kind: 'custom', href: button.href } : null;
    case 'payment-methods':
      return button.methods?.length
        ? { ...base, kind: 'payment-methods', methods: [...new Set(button.methods)].map((id) => ({ id, name: PAYMENT_METHOD_NAMES[id] })) }
        : null;
    default:
      return unknownOption(button.kind);
  }
}
