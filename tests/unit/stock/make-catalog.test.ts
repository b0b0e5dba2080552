// makeCatalog: a franchise site's new cars come from the dealer's own models, else the make
// table, and are never invented.
import { describe, expect, it } from 'vitest';
import { loadMakeTable, makeCatalog, namesModel, NoModelsError, type DealerModel } from '../../../builder-cli/stock/make-catalog';
import type { CatalogModel } from '../../../builder-cli/stock/profile';

const model = (make: string, name: string, badges: string[] = ['Base']): CatalogModel => ({
  make,
  model: name,
  body: 'SUV',
  years: [2020, 2026],
  variants: badges.map((badge) => ({ badge, price: 40000 })),
});
const dealer = (name: string, extra: Partial<DealerModel> = {}): DealerModel => ({
  name,
  make: null,
  variant: null,
  body: null,
  fuel: null,
  price: null,
  ...extra,
});
const table = [model('Toyota', 'RAV4', ['GX', 'GXL']), model('Toyota', 'HiLux'), model('Isuzu UTE', 'D-MAX'), model('Kia', 'Seltos')];
const names = (list: CatalogModel[]) => list.map((m) => `${m.make} ${m.model}`);

describe('makeCatalog', () => {
  it.each<[string, string, DealerModel[], string[]]>([
    ['no dealer models: the make table', 'toyota', [], ['Toyota RAV4', 'Toyota HiLux']],
    ['the make in any spelling, named as the table names it', 'isuzu ute', [], ['Isuzu UTE D-MAX']],
    [
      'the dealer models the table knows, with or without the make in the name',
      'toyota',
      [dealer('Toyota RAV4'), dealer('hilux')],
      ['Toyota RAV4', 'Toyota HiLux'],
    ],
    ['a dealer model of another make is not this site', 'toyota', [dealer('Seltos', { make: 'Kia' }), dealer('RAV4', { make: 'Toyota' })], ['Toyota RAV4']],
    [
      'an unknown dealer model with variant, body and price',
      'toyota',
      [dealer('Toyota GR86', { variant: 'GT', body: 'Coupe', price: 52990 })],
      ['Toyota GR86'],
    ],
    [
      'an unknown dealer model without a variant is left out: the table instead',
      'toyota',
      [dealer('Crown', { body: 'Sedan', price: 60000 })],
      ['Toyota RAV4', 'Toyota HiLux'],
    ],
    ['a dealer model listed twice is one model', 'toyota', [dealer('RAV4'), dealer('Toyota RAV4')], ['Toyota RAV4']],
  ])('%s', (_, make, dealerModels, expected) => {
    expect(names(makeCatalog(make, table, dealerModels, 2026))).toEqual(expected);
  });

  it("keeps the table's badges and builds the dealer's own from its variant and price", () => {
    expect(makeCatalog('toyota', table, [dealer('RAV4')], 2026)[0]!.variants.map((v) => v.badge)).toEqual(['GX', 'GXL']);
    expect(makeCatalog('toyota', table, [dealer('GR86', { variant: 'GT', body: 'Coupe', price: 52990 })], 2026)[0]).toEqual({
      make: 'Toyota',
      model: 'GR86',
      body: 'Coupe',
      years: [2025, 2026],
      fuel: null,
      variants: [{ badge: 'GT', price: 52990 }],
    });
  });

  it('refuses a make it has no models for', () => {
    expect(() => makeCatalog('lada', table, [], 2026)).toThrow(NoModelsError);
  });

  it.each([
    ['CX-5', 'Mazda', 'CX-5', true],
    ['Mazda CX-5', 'Mazda', 'CX-5', true],
    ['mazda cx-5', 'Mazda', 'CX-5', true],
    ['CX-50', 'Mazda', 'CX-5', false],
  ])('namesModel(%s, %s, %s) is %s', (name, make, m, expected) => {
    expect(namesModel(name, make, m)).toBe(expected);
  });
});

describe('builder-cli/stock/makes.json', () => {
  const models = loadMakeTable();
  it('is valid, lists each model of a make once and each badge of a model once', () => {
    const keys = models.map((m) => `${m.make}|${m.model}`);
    expect(keys.length).toBe(new Set(keys).size);
    for (const m of models) expect(m.variants.map((v) => v.badge).length, m.model).toBe(new Set(m.variants.map((v) => v.badge)).size);
  });
  it('covers the makes a franchise dealer is set up with most often', () => {
    const makes = new Set(models.map((m) => m.make));
    for (const make of ['Toyota', 'Ford', 'Mazda', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Isuzu UTE', 'Volkswagen', 'Subaru', 'MG', 'GWM'])
      expect(makes).toContain(make);
  });
});
