// Stock profiles are data: a make without a built-in profile still gets new cars (the generic
// profile, written for its manufacturer), and a tenant's own stock-profile.json wins.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stockGenerateCommand } from '../../builder-cli/stock/commands';
import { forSite, loadProfiles, makeName, selectProfile } from '../../builder-cli/stock/profile';
import { scaffoldTenant } from '../../builder-cli/new/scaffold';
import { loadMakeTable } from '../../builder-cli/stock/make-catalog';
import { repoRoot } from './cli-run';

const root = mkdtempSync(path.join(tmpdir(), 'cli-stock-profiles-'));
cpSync(path.join(repoRoot, 'tenants/_templates'), path.join(root, '_templates'), { recursive: true });
function tenant(slug: string, manufacturer?: string) {
  const files = scaffoldTenant({
    slug,
    template: 'car',
    name: slug,
    locale: 'en-AU',
    state: 'QLD',
    dealerships: 1,
    domain: `${slug}.example`,
    id: 5000,
    ...(manufacturer ? { manufacturer } : {}),
  });
  for (const [file, data] of Object.entries(files)) {
    const target = path.join(root, slug, file);
    cpSync(path.join(repoRoot, 'tenants/_templates/car/site.json'), target, { force: true }); // makes the folder
    writeFileSync(target, JSON.stringify(data));
  }
}
const cars = (slug: string) => (JSON.parse(readFileSync(path.join(root, slug, 'stock.json'), 'utf8')) as { cars: { make: string; car_type: string }[] }).cars;

let stderr = '';
const saved = process.env.TENANTS_DIR;
beforeAll(() => {
  process.env.TENANTS_DIR = root;
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true));
  tenant('acme-hyundai', 'hyundai');
  tenant('own-profile', 'hyundai');
  tenant('hunter-toyota', 'toyota');
  tenant('own-models', 'toyota');
  tenant('lada-motors', 'lada');
  writeFileSync(
    path.join(root, 'own-models', 'models.json'),
    JSON.stringify({
      models: [
        { name: 'Toyota HiLux', manufacturer_name: 'Toyota' },
        { name: 'GR86', manufacturer_name: 'Toyota', variant: 'GT', manufacturer_body: 'Coupe', price_from: 52990 },
        { name: 'Crown', manufacturer_name: 'Toyota' },
      ],
    }),
  );
});
afterAll(() => {
  vi.restoreAllMocks();
  if (saved === undefined) delete process.env.TENANTS_DIR;
  else process.env.TENANTS_DIR = saved;
  rmSync(root, { recursive: true, force: true });
});

describe('stock profiles', () => {
  it('a franchise make with no profile gets the generic one: new and demo cars of its make', async () => {
    stderr = '';
    expect(await stockGenerateCommand('acme-hyundai', { count: '40' })).toBe(0);
    expect(stderr).toContain('from profile generic');
    const newCars = cars('acme-hyundai').filter((c) => c.car_type !== 'used');
    expect(newCars.length).toBeGreaterThan(0);
    expect(new Set(newCars.map((c) => c.make))).toEqual(new Set(['Hyundai']));
  });

  it('a Toyota dealer gets only Toyotas, of models and badges the make table lists: none invented', async () => {
    stderr = '';
    expect(await stockGenerateCommand('hunter-toyota', {})).toBe(0);
    const all = cars('hunter-toyota') as { make: string; model: string; badge: string; car_type: string }[];
    expect(all).toHaveLength(200);
    expect(new Set(all.map((c) => c.make))).toEqual(new Set(['Toyota']));
    const generic = loadProfiles().get('generic')!;
    const known = new Set(
      [...loadMakeTable(), ...generic.catalog.used].filter((m) => m.make === 'Toyota').flatMap((m) => m.variants.map((v) => `${m.model}|${v.badge}`)),
    );
    expect(all.filter((c) => !known.has(`${c.model}|${c.badge}`))).toEqual([]);
    const models = new Set(all.filter((c) => c.car_type !== 'used').map((c) => c.model));
    expect([...models].filter((m) => /Hatch|SUV|Sedan|Ute/.test(m))).toEqual([]);
    expect(models.size).toBeGreaterThan(5);
  });

  it("a dealer's models.json limits new and demo cars to its models (a model with no table entry, variant or price is left out)", async () => {
    expect(await stockGenerateCommand('own-models', { count: '60' })).toBe(0);
    const fresh = (cars('own-models') as { make: string; model: string; badge: string; car_type: string }[]).filter((c) => c.car_type !== 'used');
    expect(fresh.length).toBeGreaterThan(0);
    expect(new Set(fresh.map((c) => c.model))).toEqual(new Set(['HiLux', 'GR86']));
    expect(fresh.filter((c) => c.model === 'GR86').every((c) => c.badge === 'GT')).toBe(true);
  });

  it('a make with no models anywhere is refused, saying where to add them', async () => {
    await expect(stockGenerateCommand('lada-motors', {})).rejects.toThrow(/^no models for make "lada": .*builder-cli\/stock\/makes\.json/);
  });

  it("a tenant's own stock-profile.json wins over the built-in ones", async () => {
    const own = JSON.parse(readFileSync(path.join(repoRoot, 'builder-cli/stock/profiles/generic.json'), 'utf8'));
    writeFileSync(path.join(root, 'own-profile', 'stock-profile.json'), JSON.stringify({ ...own, $schema: undefined, carTypes: { used: 1 } }));
    stderr = '';
    expect(await stockGenerateCommand('own-profile', { count: '10' })).toBe(0);
    expect(stderr).toMatch(/from profile .*own-profile\/stock-profile\.json/);
    expect(cars('own-profile').every((c) => c.car_type === 'used')).toBe(true);
  });

  it('the generic profile matches any site, but never beats a profile made for it', () => {
    const profiles = loadProfiles();
    expect(selectProfile(profiles, { template: 'car', manufacturer: 'hyundai', locale: 'en-AU' })?.name).toBe('generic');
    expect(selectProfile(profiles, { template: 'car', manufacturer: 'mazda', locale: 'en-AU' })?.name).toBe('car-franchise-mazda');
    expect(selectProfile(profiles, { template: 'car', manufacturer: null, locale: 'en-AU' })?.name).toBe('car-used-group');
  });

  it('{make} models are left out for a site without a manufacturer: all its stock is used', () => {
    const generic = loadProfiles().get('generic')!;
    const forNone = forSite(generic, null);
    expect(forNone.catalog.new).toEqual([]);
    expect(forNone.carTypes).toEqual({ used: 1 });
    expect(forSite(generic, 'isuzu ute').catalog.new.every((m) => m.make === 'Isuzu UTE')).toBe(true);
    expect(makeName('suzuki australia')).toBe('Suzuki Australia');
  });
});
