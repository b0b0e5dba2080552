// Which models a franchise site's generated stock is drawn from: its make's real models, never an
// invented one. A profile's "{make}" placeholder takes the models the dealer lists in its
// models.json (as the make table names them, or as the dealer describes them), else the make's
// current models from builder-cli/stock/makes.json (data); a make found in neither is an error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateAgainst } from '../../server/tenants/schema-validator';
import { projectRoot } from '../../server/project-root';
import profileSchema from './profile.schema.json';
import type { CatalogModel } from './profile';

/** A model as the dealer's models.json lists it (what the generator can use of it). */
export interface DealerModel {
  name: string;
  make: string | null;
  variant: string | null;
  body: string | null;
  fuel: string | null;
  price: number | null;
}

const MAKES_FILE = path.join(projectRoot, 'builder-cli', 'stock', 'makes.json');

const makesSchema = {
  $id: 'stock-makes.schema.json',
  type: 'object',
  required: ['models'],
  additionalProperties: false,
  definitions: profileSchema.definitions,
  properties: { description: { type: 'string' }, models: { type: 'array', minItems: 1, items: { $ref: '#/definitions/model' } } },
};

/** The make table: every make's current models and badges; throws naming the field of an invalid entry. */
export function loadMakeTable(file: string = MAKES_FILE): CatalogModel[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { models: CatalogModel[] };
  const { errors } = validateAgainst(makesSchema, data);
  if (errors.length) throw new Error(`${file} is invalid: ${errors.map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ')}`);
  return data.models;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a dealer's model name ("CX-5", "Mazda CX-5") names a catalogue model of the make. */
export function namesModel(name: string, make: string, model: string): boolean {
  return same(name, model) || same(name, `${make} ${model}`);
}

export class NoModelsError extends Error {}

/**
 * A site's new-car catalogue for `make` (any spelling: "isuzu ute" finds "Isuzu UTE"):
 * - the dealer's own models of that make (models.json), each as the table has it, or else from the
 *   dealer's own variant, body and price (a model without them is left out: they would be invented);
 * - without dealer models the generator can use, the table's models of the make;
 * - neither: NoModelsError, saying where to add them.
 */
export function makeCatalog(make: string, table: readonly CatalogModel[], dealerModels: readonly DealerModel[], nowYear: number): CatalogModel[] {
  const ofMake = table.filter((m) => same(m.make, make));
  const makeName = ofMake[0]?.make ?? make;
  const own = dealerModels.filter((d) => d.make === null || same(d.make, make) || same(d.make, makeName));
  const fromDealer = own.flatMap((d): CatalogModel[] => {
    const known = ofMake.find((m) => namesModel(d.name, m.make, m.model));
    if (known) return [known];
    if (!d.variant || d.price === null || !d.body) return [];
    const model = d.name.toLowerCase().startsWith(`${makeName.toLowerCase()} `) ? d.name.slice(makeName.length + 1) : d.name;
    return [{ make: makeName, model, body: d.body, years: [nowYear - 1, nowYear], fuel: d.fuel, variants: [{ badge: d.variant, price: d.price }] }];
  });
  const unique = fromDealer.filter((m, i) => fromDealer.findIndex((o) => o.model === m.model) === i);
  if (unique.length) return unique;
  if (ofMake.length) return ofMake;
  throw new NoModelsError(
    `no models for make "${make}": stock generate takes a make's models from the site's models.json (with a variant and price_from) or from builder-cli/stock/makes.json; add them there, or give the site a stock-profile.json`,
  );
}
