import { useSuspenseQuery } from '@tanstack/react-query';
import type { VehiclePageData } from '../lib/vehicle-route';
import { ApiError, fetchJson } from './fetch-json';

export const vehicleQueryKey = (slug: string) => ['car', slug] as const;

async function fetchVehicle(slug: string): Promise<VehiclePageData> {
  try {
    return await fetchJson<VehiclePageData>(`/api/cars/${encodeURIComponent(slug)}`);
  } catch (error) {
    // 404 still carries the page data (similar cars); anything else is a real failure.
    if (error instanceof ApiError && error.status === 404) return { availability: 'unavailable', car: null, similar: [] };
    throw error;
  }
}

/** The vehicle page's data; the server seeds it, so the first render never waits. */
export function useVehicle(slug: string): VehiclePageData {
  return useSuspenseQuery({ queryKey: vehicleQueryKey(slug), queryFn: () => fetchVehicle(slug) }).data;
}
