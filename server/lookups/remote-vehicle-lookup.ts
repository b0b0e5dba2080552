// NEVDIS and Autograb over HTTP (NEVDIS_URL / NEVDIS_API_KEY, AUTOGRAB_URL / AUTOGRAB_API_KEY).
// Each service answers {vehicle} and {vehicle, valuation}; a 404 means no such vehicle.
import { postService, type ServiceConfig } from './http-lookup';
import type { Valuation, VehicleLookupProvider, VehicleQuery, VehicleRecord } from './vehicle-lookup';

export class RemoteVehicleLookup implements VehicleLookupProvider {
  readonly name = 'remote';

  constructor(
    private readonly nevdis: ServiceConfig | null,
    private readonly autograb: ServiceConfig | null,
    private readonly fallback: VehicleLookupProvider,
  ) {}

  async vehicle(query: VehicleQuery): Promise<VehicleRecord | null> {
    if (!this.nevdis) return this.fallback.vehicle(query);
    const body = (await postService(this.nevdis, query)) as { vehicle?: VehicleRecord } | null;
    return body?.vehicle ?? null;
  }

  async valuation(query: VehicleQuery & { km?: number }): Promise<{ vehicle: VehicleRecord; valuation: Valuation | null } | null> {
    if (!this.autograb) return this.fallback.valuation(query);
    const body = (await postService(this.autograb, query)) as { vehicle?: VehicleRecord; valuation?: Valuation | null } | null;
    return body?.vehicle ? { vehicle: body.vehicle, valuation: body.valuation ?? null } : null;
  }
}
