// stock.json: each car is validated on its own. A bad row is a warning and is left out, so one
// broken feed row never takes a dealer's site down; `builder-cli validate` still shows it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Car } from '../../schemas/types/car';
import { problemsFromAjv } from './ajv-problems';
import { readJsonDocument, type JsonDocument } from './json-document';
import type { Problem } from './problem';
import { validateDocument } from './schema-validator';

interface StockLoad {
  cars: Car[];
  problems: Problem[];
  /** The document read, for the linter's stock checks. */
  doc?: JsonDocument;
}

/** `cars: false` checks every row but builds no cars (the linter reads the rows from `doc`). */
export async function loadStock(tenantDir: string, { cars: buildCars = true }: { cars?: boolean } = {}): Promise<StockLoad> {
  const file = path.join(tenantDir, 'stock.json');
  if (!existsSync(file)) return { cars: [], problems: [] };
  const read = await readJsonDocument(file);
  if (!read.ok) return { cars: [], problems: [read.problem] };
  const { doc } = read;
  const locate = (pointer: string) => ({ file: doc.file, ...doc.locate(pointer) });
  const problems = problemsFromAjv(validateDocument('stock', doc.data).errors, { locate, code: 'schema', unknownPropertyCode: 'unknown-property' });
  if (problems.length) return { cars: [], problems, doc };

  const shift = sampleClockShift(doc.data, Date.now());
  const cars: Car[] = [];
  const seen = new Map<string, number>();
  ((doc.data as { cars: unknown[] }).cars ?? []).forEach((row, i) => {
    const rowProblems = problemsFromAjv(validateDocument('car', row).errors, { locate, prefix: `/cars/${i}`, code: 'stock-row' });
    const id = String((row as { id?: unknown }).id);
    if (!rowProblems.length && seen.has(id)) {
      rowProblems.push({
        ...locate(`/cars/${i}/id`),
        severity: 'error',
        code: 'stock-row',
        pointer: `/cars/${i}/id`,
        message: `id ${id} is already used by /cars/${seen.get(id)}`,
      });
    }
    if (rowProblems.length) {
      problems.push(...rowProblems.map((p) => ({ ...p, severity: 'warning' as const, message: `${p.message} (row left out)` })));
      return;
    }
    seen.set(id, i);
    if (buildCars) cars.push(shift ? shiftCarClock(row as Car, shift) : (row as Car));
  });
  return { cars, problems, doc };
}

/**
 * Generated sample stock (it records `generated.at`) is dated relative to the day it was made.
 * Its dates move forward by the time since, so "sold in the last 3 days" and "New Arrival" keep
 * meaning something on a demo server. Imported dealer feeds carry no `generated` and are untouched.
 */
export function sampleClockShift(data: unknown, nowMs: number): number {
  const at = (data as { generated?: { at?: unknown } }).generated?.at;
  const generatedMs = typeof at === 'string' ? Date.parse(at) : NaN;
  return Number.isFinite(generatedMs) && nowMs > generatedMs ? nowMs - generatedMs : 0;
}

export function shiftCarClock(car: Car, shiftMs: number): Car {
  const shifted: Car = { ...car };
  if (car.created_at) shifted.created_at = new Date(Date.parse(car.created_at) + shiftMs).toISOString();
  if (typeof car.sold_date_timestamp === 'number') shifted.sold_date_timestamp = car.sold_date_timestamp + Math.floor(shiftMs / 1000);
  return shifted;
}
