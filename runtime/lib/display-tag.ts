// The one tag a car card shows (spec section 4, "Display tag priority on a car card").
import type { Car } from '../../schemas/types/car';

type DisplayTagKind = 'sold' | 'fuel' | 'reserved' | 'certified' | 'own' | 'coming-soon' | 'new-arrival';
interface DisplayTag {
  kind: DisplayTagKind;
  text: string;
}
export interface DisplayTagSite {
  /** Show an Electric or Hybrid tag for such cars. */
  fuelTagEnabled?: boolean;
  /** Show the certified-used logo for certified cars. */
  certifiedLogo?: boolean;
}

export const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 86_400_000;

type TaggedCar = Pick<Car, 'status'> & Partial<Pick<Car, 'sold' | 'reserved' | 'certified' | 'tag' | 'simple_fuel' | 'fuel' | 'created_at'>>;

/**
 * First match wins: sold; Electric/Hybrid fuel (if enabled); Reserved; certified logo (if the
 * site shows it); the car's own tag; COMING SOON; New Arrival (created at most 8 days ago).
 */
export function displayTag(car: TaggedCar, site: DisplayTagSite, nowMs: number): DisplayTag | null {
  if (car.status === 'sold' || car.sold === true) return { kind: 'sold', text: 'JUST SOLD' };
  if (site.fuelTagEnabled) {
    const fuel = fuelTag(car);
    if (fuel) return { kind: 'fuel', text: fuel };
  }
  if (car.reserved === true) return { kind: 'reserved', text: 'Reserved' };
  if (site.certifiedLogo && car.certified === true) return { kind: 'certified', text: 'Certified' };
  const own = normaliseTag(car.tag);
  if (own) return { kind: 'own', text: own };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON' };
  if (isNewArrival(car.created_at, nowMs)) return { kind: 'new-arrival', text: 'New Arrival' };
  return null;
}

/** Electric or Hybrid from simple_fuel, else fuel; a petrol or diesel plus electric drivetrain is a hybrid. */
export function fuelTag(car: Pick<Car, 'simple_fuel' | 'fuel'> | Partial<Pick<Car, 'simple_fuel' | 'fuel'>>): 'Electric' | 'Hybrid' | null {
  const text = (car.simple_fuel?.trim() || car.fuel?.trim() || '').toLowerCase();
  if (text === '') return null;
  if (text.includes('hybrid') || text === 'phev' || text === 'hev') return 'Hybrid';
  if (/\b(electric|ev|bev)\b/.test(text)) return /\b(petrol|diesel|gas|gasoline|unleaded)\b/.test(text) ? 'Hybrid' : 'Electric';
  return null;
}

/** The car's own tag as shown: trimmed; the feed's '*** Test Drive Vehicle Only ***' reads 'Test Drive Only'. */
export function normaliseTag(tag: string | null | undefined): string | null {
  const t = (tag ?? '').replace(/^[\s*]+|[\s*]+$/g, '');
  if (t === '') return null;
  if (/^test drive (vehicle )?only$/i.test(t)) return 'Test Drive Only';
  return t;
}

/** Created at most 8 days before now (exactly 8 days still counts); an unreadable date never does. */
export function isNewArrival(createdAt: string | null | undefined, nowMs: number): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  if (!Number.isFinite(created)) return false;
  return nowMs - created <= NEW_ARRIVAL_DAYS * DAY_MS;
}

/** The condition word for a car type: used stock reads as the site's label ("pre-owned" for one group). */
export function conditionLabel(carType: Car['car_type'], site: { vehicles?: { conditionUsedLabel?: string } }): string {
  if (carType === 'used') return site.vehicles?.conditionUsedLabel?.trim() || 'used';
  return carType;
}
