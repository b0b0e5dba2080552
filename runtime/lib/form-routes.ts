// The built-in form screens of spec section 2 (finance, trade-in, test drive, sell your car,
// service booking) and /success: which form each path shows, what its query may prefill, and
// the finance pre-approval redirect. A tenant page at the same path wins over a built-in screen
// (put the form into that page with the lead-form block). Shared by the shell's router and the
// server, so it stays small and pure.
import type { ServiceBookingPage } from './service-booking-pages';

export interface FormRoute {
  path: string;
  /** The form document (forms/<name>.json). */
  form: string;
  /** Page heading when the form has no title. */
  title: string;
  /** id of the form's section, for links like /finance#finance-form. */
  anchor: string;
  /** Query parameters copied into the form's data. */
  prefill: readonly string[];
  /** Values the screen fills in itself (a per-location booking page's service centre). */
  data?: Readonly<Record<string, string>>;
  /** The place the screen is for, named in its heading ("Book a Service at Smithfield"). */
  place?: string;
}

/** Finance links carry these (spec section 2), and the repayment calculator block its figures. */
const FINANCE_QUERY = ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type', 'vin', 'deposit', 'term', 'frequency', 'rate', 'repayment'] as const;

const finance = (path: string): FormRoute => ({ path, form: 'finance', title: 'Finance', anchor: 'finance-form', prefill: FINANCE_QUERY });

const BOOK_A_SERVICE: FormRoute = { path: '/book-a-service', form: 'service-booking', title: 'Book a Service', anchor: 'service-booking-form', prefill: [] };

export const PRE_APPROVAL_PATH = '/finance-pre-approval';
export const SUCCESS_PATH = '/success';

/** The form screens of a site; `vehicleBase` is its vehicle base path (/cars, /campers ...). */
export function formRoutes(vehicleBase: string): FormRoute[] {
  const base = vehicleBase.replace(/\/+$/, '');
  return [
    finance('/finance'),
    finance('/finance-enquiry'),
    finance('/apply-for-finance'),
    { path: '/trade-in', form: 'trade-in', title: 'Trade-in Valuation', anchor: 'trade-in-form', prefill: ['car_id'] },
    { path: `${base}/trade-in`, form: 'trade-in', title: 'Trade-in Valuation', anchor: 'trade-in-form', prefill: ['car_id'] },
    { path: '/book-test-drive', form: 'test-drive', title: 'Book a Test Drive', anchor: 'test-drive-form', prefill: ['car_id'] },
    { path: '/sell-your-car', form: 'sell-your-car', title: 'Sell Your Car', anchor: 'sell-your-car-form', prefill: [] },
    BOOK_A_SERVICE,
  ];
}

/** A service location's own booking screen: the Book a Service form with its service centre chosen. */
export function serviceBookingRoute(page: ServiceBookingPage): FormRoute {
  return { ...BOOK_A_SERVICE, path: page.path, data: { location: page.location }, place: page.place };
}

/**
 * The form data a screen fills in: its own values (a booking page's service centre), then what its
 * query prefills. `preferredDealership` also fills the dealership
 * choice (dealership_slug) when it names one of the site's dealerships by slug or name.
 */
export function prefillFromQuery(route: FormRoute, search: string, dealerships: readonly { slug: string; name: string }[] = []): Record<string, string> {
  const query = new URLSearchParams(search);
  const out: Record<string, string> = { ...route.data };
  for (const name of route.prefill) {
    const value = query.get(name)?.trim();
    if (value) out[name] = value.slice(0, 200);
  }
  const wanted = out.preferredDealership?.toLowerCase();
  const dealership = wanted ? dealerships.find((d) => d.slug.toLowerCase() === wanted || d.name.toLowerCase() === wanted) : undefined;
  if (dealership) out.dealership_slug = dealership.slug;
  return out;
}
