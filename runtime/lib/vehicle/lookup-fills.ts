// What a registration lookup fills in (issue 14, the trade-in form's "Look up"): the vehicle the
// lookup service found, written into the fields the form declares, and only those, so a dealer
// receives only the fields its form asks for. `badge` is the variant.
import { formatOdometer } from '../format';
import { formatDollars } from '../locale-messages';

export interface LookedUpVehicle {
  rego?: string;
  state?: string;
  vin?: string;
  make?: string;
  model?: string;
  badge?: string;
  year?: number;
  body?: string;
  fuel?: string;
  transmission?: string;
  colour?: string;
}

/** Form field name -> where its value comes from in the lookup answer. */
const SOURCES: Readonly<Record<string, keyof LookedUpVehicle>> = {
  make: 'make',
  model: 'model',
  year: 'year',
  variant: 'badge',
  badge: 'badge',
  vin: 'vin',
  body_type: 'body',
  fuel_type: 'fuel',
  transmission: 'transmission',
  colour: 'colour',
};

export function lookupFills(vehicle: LookedUpVehicle, fieldNames: readonly string[]): Record<string, string | number> {
  const fills: Record<string, string | number> = {};
  for (const name of fieldNames) {
    const source = Object.hasOwn(SOURCES, name) ? SOURCES[name]! : undefined;
    const value = source ? vehicle[source] : undefined;
    if (typeof value === 'number' && Number.isFinite(value)) fills[name] = value;
    else if (typeof value === 'string' && value.trim() !== '') fills[name] = value.trim();
  }
  return fills;
}

/** An Autograb trade-in valuation (POST /api/simple-autograb-lookup), whole dollars. */
export interface TradeValuation {
  trade_low: number;
  trade_high: number;
  retail: number;
  /** Adjusted for the kilometres the visitor gave. */
  km_adjusted: boolean;
}

/**
 * What the visitor is told of a valuation: "Estimated trade-in value: $24,500 to $27,000 (for
 * 42,000 km)." in the site locale's currency and distance unit ("42,000 mi" on a US site), or
 * nothing when there is none (the vehicle is found, but Autograb has no price).
 */
export function valuationText(valuation: TradeValuation | null | undefined, km: number | undefined, locale: string | undefined): string {
  if (!valuation || !(valuation.trade_low > 0) || !(valuation.trade_high >= valuation.trade_low)) return '';
  const range =
    valuation.trade_low === valuation.trade_high
      ? formatDollars(valuation.trade_low, locale)
      : `${formatDollars(valuation.trade_low, locale)} to ${formatDollars(valuation.trade_high, locale)}`;
  const forKm = valuation.km_adjusted && km !== undefined ? ` (for ${formatOdometer(km, locale)})` : '';
  return `Estimated trade-in value: ${range}${forKm}.`;
}

/** "2021 Mazda CX-5 Maxx Sport": what the visitor is told was found. */
export function vehicleSummary(vehicle: LookedUpVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter((p) => p !== undefined && p !== '').join(' ');
}
