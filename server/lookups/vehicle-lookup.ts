// Vehicle lookups (spec section 7): a registration or VIN to the vehicle (NEVDIS), and a trade-in
// valuation (Autograb). One interface; an HTTP adapter per service configured by environment,
// and a local provider backed by the small made-up dataset in local-vehicles.json for
// development and tests.
import type { TradeValuation } from '../../runtime/lib/vehicle/lookup-fills';
import dataset from './local-vehicles.json';

const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

export interface VehicleQuery {
  rego?: string;
  state?: string;
  vin?: string;
}

export interface VehicleRecord {
  rego: string | null;
  state: string | null;
  vin: string;
  make: string;
  model: string;
  badge: string | null;
  year: number;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  colour: string | null;
}

/** The valuation's shape is shared with the browser, which shows it (runtime/lib/vehicle/lookup-fills.ts). */
export type Valuation = TradeValuation;

export interface VehicleLookupProvider {
  readonly name: string;
  vehicle(query: VehicleQuery): Promise<VehicleRecord | null>;
  valuation(query: VehicleQuery & { km?: number }): Promise<{ vehicle: VehicleRecord; valuation: Valuation | null } | null>;
}

/** The lookup service failed (timeout, network, 5xx) after its retries. */
export class LookupUnavailableError extends Error {
  constructor(
    readonly service: string,
    message: string,
  ) {
    super(message);
    this.name = 'LookupUnavailableError';
  }
}

/** Upper-case letters and digits only; null unless 1-9 of them (Australian plates). */
export function normaliseRego(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const rego = value.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{1,9}$/.test(rego) ? rego : null;
}

export function normaliseState(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const state = value.trim().toUpperCase();
  return (AU_STATES as readonly string[]).includes(state) ? state : null;
}

export function normaliseVin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const vin = value.trim().toUpperCase();
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) ? vin : null;
}

type LocalVehicle = VehicleRecord & { valuation: { trade_low: number; trade_high: number; retail: number } | null };
const LOCAL: readonly LocalVehicle[] = (dataset.vehicles as unknown as LocalVehicle[]).map((v) => ({ ...v }));

/** Average Australian driving, for the kilometre adjustment of the local valuations. */
const KM_PER_YEAR = 13_000;

export class LocalVehicleLookup implements VehicleLookupProvider {
  readonly name = 'local';

  constructor(private readonly now: () => number = Date.now) {}

  private find(query: VehicleQuery): LocalVehicle | undefined {
    if (query.vin) return LOCAL.find((v) => v.vin === query.vin);
    return LOCAL.find((v) => v.rego === query.rego && v.state === query.state);
  }

  async vehicle(query: VehicleQuery): Promise<VehicleRecord | null> {
    const found = this.find(query);
    if (!found) return null;
    const { valuation: _v, ...vehicle } = found;
    return vehicle;
  }

  async valuation(query: VehicleQuery & { km?: number }) {
    const found = this.find(query);
    if (!found) return null;
    const { valuation, ...vehicle } = found;
    if (!valuation) return { vehicle, valuation: null };
    if (query.km === undefined) return { vehicle, valuation: { ...valuation, km_adjusted: false } };
    // 1% per 10,000 km over or under the average for the car's age, at most 20% either way.
    const age = Math.max(1, new Date(this.now()).getUTCFullYear() - vehicle.year);
    const factor = 1 - Math.max(-0.2, Math.min(0.2, ((query.km - age * KM_PER_YEAR) / 10_000) * 0.01));
    const round = (n: number) => Math.round((n * factor) / 100) * 100;
    return {
      vehicle,
      valuation: { trade_low: round(valuation.trade_low), trade_high: round(valuation.trade_high), retail: round(valuation.retail), km_adjusted: true },
    };
  }
}
