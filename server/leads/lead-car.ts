// The stock car a lead is about: named by car_id, else stock number, else VIN; a car the site
// does not show counts as unknown.
import type { Car } from '../../schemas/types/car';
import type { Tenant } from '../tenants/tenant';
import { isVisibleCar } from '../stock/visible-car';

/** The stock car a lead names by car_id, else by stock number, else by VIN; a car `visible` refuses counts as unknown. */
export function carOfLead(stock: readonly Car[], lead: Readonly<Record<string, unknown>>, visible: (car: Car) => boolean = () => true): Car | undefined {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const id = text(lead.car_id);
  if (id) return stock.find((c) => String(c.id) === id && visible(c));
  const stockNumber = text(lead.stock_number);
  if (stockNumber) return stock.find((c) => c.stocknum === stockNumber && visible(c));
  const vin = text(lead.vin);
  return vin ? stock.find((c) => c.vin === vin && visible(c)) : undefined;
}

/** The visible stock car a lead is about (a hidden car is treated as unknown). */
export function leadCar(tenant: Tenant, lead: Readonly<Record<string, unknown>>): Car | undefined {
  const now = Math.floor(Date.now() / 1000);
  return carOfLead(tenant.stock, lead, (car) => isVisibleCar(tenant, car, now));
}
