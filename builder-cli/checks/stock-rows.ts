// The cars a tenant offers for sale, from its stock.json, with positions (for the compliance checks).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Car } from '../../schemas/types/car';
import type { Locator } from '../../server/tenants/ajv-problems';
import { displayPath, parseJsonDocument } from '../../server/tenants/json-document';

export interface StockRows {
  locate: Locator;
  /** Used cars a visitor can buy: listed, not sold. */
  usedForSale: { car: Partial<Car>; index: number }[];
}

export function readUsedForSale(tenantDir: string): StockRows | null {
  const file = path.join(tenantDir, 'stock.json');
  if (!existsSync(file)) return null;
  const read = parseJsonDocument(displayPath(file), readFileSync(file, 'utf8'));
  if (!read.ok) return null; // the loader reports it
  const { doc } = read;
  const cars = (doc.data as { cars?: unknown }).cars;
  if (!Array.isArray(cars)) return null;
  const usedForSale = (cars as Partial<Car>[])
    .map((car, index) => ({ car, index }))
    .filter(({ car }) => car && car.car_type === 'used' && car.status !== 'sold' && !car.sold && car.show_on_dealer_website !== false);
  return { locate: (pointer) => ({ file: doc.file, ...doc.locate(pointer) }), usedForSale };
}
