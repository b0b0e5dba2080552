import { useSuspenseQuery } from '@tanstack/react-query';
import type { VehiclePageData } from '../lib/vehicle-route';
import { ApiError } from './fetch-json';

export const vehicleQueryKey = (slug: string) => ['car', slug] as const;

async function fetchVehicle(slug: string): Promise<VehiclePageData> {
  const res = await fetch(`/api/cars/${encodeURIComponent(slug)}`, { headers: { Accept: 'application/json' } });
  // 404 still carries the page data (similar cars to offer); anything else is a real failure.
  if (res.ok || res.status === 404) return (await res.json()) as VehiclePageData;
  throw new ApiError(`This vehicle could not be loaded${res.statusText ? `: ${res.statusText}` : ''}`, res.status);
}

/**
 * The vehicle page's data; the server seeds it, so the first render never waits. `fetchedAt` is
 * when it was fetched: time-based tags (New Arrival) are judged at that moment, so the server
 * and the hydrating browser agree.
 */
export function useVehicle(slug: string): VehiclePageData & { fetchedAt: number } {
  const query = useSuspenseQuery({ queryKey: vehicleQueryKey(slug), queryFn: () => fetchVehicle(slug) });
  return { ...query.data, fetchedAt: query.dataUpdatedAt };
}
