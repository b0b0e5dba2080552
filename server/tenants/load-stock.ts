// stock.json: each car is validated on its own. A bad row is a warning and is left out, so one
// broken feed row never takes a dealer's site down; `builder-cli validate` still shows it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Car } from '../../schemas/types/car';
import { problemsFromAjv } from './ajv-problems';
import { readJsonDocument } from './json-document';
import type { Problem } from './problem';
import { validateDocument } from './schema-validator';

export interface StockLoad {
  cars: Car[];
  problems: Problem[];
}

export async function loadStock(tenantDir: string): Promise<StockLoad> {
  const file = path.join(tenantDir, 'stock.json');
  if (!existsSync(file)) return { cars: [], problems: [] };
  const read = await readJsonDocument(file);
  if (!read.ok) return { cars: [], problems: [read.problem] };
  const { doc } = read;
  const locate = (pointer: string) => ({ file: doc.file, ...doc.locate(pointer) });
  const problems = problemsFromAjv(validateDocument('stock', doc.data).errors, { locate, code: 'schema', unknownPropertyCode: 'unknown-property' });
  if (problems.length) return { cars: [], problems };

  const cars: Car[] = [];
  const seen = new Map<string, number>();
  ((doc.data as { cars: unknown[] }).cars ?? []).forEach((row, i) => {
    const rowProblems = problemsFromAjv(validateDocument('car', row).errors, { locate, prefix: `/cars/${i}`, code: 'stock-row' });
    const id = String((row as { id?: unknown }).id);
    if (!rowProblems.length && seen.has(id)) {
      rowProblems.push({ ...locate(`/cars/${i}/id`), severity: 'error', code: 'stock-row', pointer: `/cars/${i}/id`, message: `id ${id} is already used by /cars/${seen.get(id)}` });
    }
    if (rowProblems.length) {
      problems.push(...rowProblems.map((p) => ({ ...p, severity: 'warning' as const, message: `${p.message} (row left out)` })));
      return;
    }
    seen.set(id, i);
    cars.push(row as Car);
  });
  return { cars, problems };
}
