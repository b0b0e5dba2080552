// The seeded stock generator, called directly: determinism, validity of every row for every
// sample tenant, the status/tag/photo mix, and that the committed stock.json files are exactly
// what `builder-cli stock generate <slug>` writes with its defaults.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../schemas/types/car';
import { validateDocument } from '../../../server/tenants/schema-validator';
import { loadTenant } from '../../../server/tenants/load-tenant';
import { DEFAULT_NOW, DEFAULT_SEED, generateStock, type StockDocument } from '../../../builder-cli/stock/generate';
import { apportion, quota } from '../../../builder-cli/stock/shares';
import { carName, simpleFuel, slugify, stockPrefix } from '../../../builder-cli/stock/car-text';
import { roundPrice } from '../../../builder-cli/stock/draw-vehicle';
import { createRng, mulberry32 } from '../../../builder-cli/stock/prng';
import { loadProfiles, matchScore, selectProfile, type StockProfile } from '../../../builder-cli/stock/profile';
import { formatStockJson } from '../../../builder-cli/stock/stock-file';
import { readTenantInfo, type TenantInfo } from '../../../builder-cli/stock/tenant-info';
import { checkDigit, isValidVin, modelYearCode } from '../../../builder-cli/stock/vin';
import { repoRoot } from '../../helpers/tenants';

const tenantsRoot = path.join(repoRoot, 'tenants');
const profiles = loadProfiles();
const NOW_S = Date.parse(DEFAULT_NOW) / 1000;
const DAY = 86_400;

const EXPECTED_PROFILE = {
  'riverbend-mazda': 'car-franchise-mazda',
  'southern-cross-autos': 'car-used-group',
  'kiwi-trails-rv': 'caravan-rv',
  'lone-star-trucks': 'truck-us',
} as const;
type Slug = keyof typeof EXPECTED_PROFILE;
const SLUGS = Object.keys(EXPECTED_PROFILE) as Slug[];

const tenants = new Map<Slug, TenantInfo>(SLUGS.map((s) => [s, readTenantInfo(tenantsRoot, s)]));
const profileOf = (slug: Slug): StockProfile => selectProfile(profiles, tenants.get(slug)!.traits)!;
const generate = (slug: Slug, options: { seed?: number; count?: number; now?: string } = {}) =>
  generateStock({ tenant: tenants.get(slug)!, profile: profileOf(slug), ...options });
const stock = new Map<Slug, StockDocument>(SLUGS.map((s) => [s, generate(s)]));
const carsOf = (slug: Slug): Car[] => stock.get(slug)!.cars;

describe('stock profiles', () => {
  it('every profile file is valid and each sample tenant gets its own profile from its site traits', () => {
    // Plus the generic fallback, which no sample tenant needs (tests/unit/cli-stock-profiles.test.ts).
    expect([...profiles.keys()].sort()).toEqual([...Object.values(EXPECTED_PROFILE), 'generic'].sort());
    for (const slug of SLUGS) expect(profileOf(slug).name, slug).toBe(EXPECTED_PROFILE[slug]);
  });

  it('a match key must equal the site trait (null matches a site without one), and more matching keys win', () => {
    const site = { template: 'car', manufacturer: 'mazda', locale: 'en-AU' };
    expect(matchScore({ template: 'car' }, site)).toBe(1);
    expect(matchScore({ template: 'car', manufacturer: 'Mazda' }, site)).toBe(2);
    expect(matchScore({ template: 'car', manufacturer: null }, site)).toBe(-1);
    expect(matchScore({ template: 'car', manufacturer: null }, { ...site, manufacturer: null })).toBe(2);
    expect(matchScore({ template: 'truck' }, site)).toBe(-1);
  });

  it('reads the dealerships of a multi-dealership group with their city, state and sales location', () => {
    expect(tenants.get('southern-cross-autos')!.dealerships).toEqual([
      {
        id: 2201,
        slug: 'southern-cross-autos-bathurst',
        name: 'Southern Cross Autos Bathurst',
        city: 'Bathurst',
        state: 'NSW',
        location: { name: 'Southern Cross Autos Bathurst', slug: 'southern-cross-autos-bathurst', phone: '02 5550 7700' },
      },
      {
        id: 2202,
        slug: 'southern-cross-autos-cowra',
        name: 'Southern Cross Autos Cowra',
        city: 'Cowra',
        state: 'NSW',
        location: { name: 'Southern Cross Autos Cowra', slug: 'southern-cross-autos-cowra', phone: '02 5550 7710' },
      },
      {
        id: 2203,
        slug: 'southern-cross-autos-orange',
        name: 'Southern Cross Autos Orange',
        city: 'Orange',
        state: 'NSW',
        location: { name: 'Southern Cross Autos Orange', slug: 'southern-cross-autos-orange', phone: '02 5550 7720' },
      },
      {
        id: 2204,
        slug: 'southern-cross-autos-dubbo',
        name: 'Southern Cross Autos Dubbo',
        city: 'Dubbo',
        state: 'NSW',
        location: { name: 'Southern Cross Autos Dubbo', slug: 'southern-cross-autos-dubbo', phone: '02 5550 7730' },
      },
    ]);
    // A single-dealership franchise shows its cars at the sales yard, not service or parts.
    expect(tenants.get('riverbend-mazda')!.dealerships.map((d) => d.location?.slug)).toEqual(['riverbend-mazda-sales']);
  });
});

describe('determinism', () => {
  it('the same seed gives byte-identical output; another seed or count gives other stock', () => {
    for (const slug of SLUGS) {
      const a = formatStockJson(generate(slug, { seed: 42 }));
      expect(formatStockJson(generate(slug, { seed: 42 })), slug).toBe(a);
      expect(formatStockJson(generate(slug, { seed: 43 })), slug).not.toBe(a);
    }
    expect(generate('riverbend-mazda', { count: 17 }).cars).toHaveLength(17);
  });

  it('mulberry32 repeats its sequence for a seed; picks and shuffles follow it', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const seq = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(seq);
    expect(seq.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRng(3).shuffle([1, 2, 3, 4, 5, 6])).toEqual(createRng(3).shuffle([1, 2, 3, 4, 5, 6]));
  });

  it('stores the seed and the clock it used; within a model year, --now only moves the timestamps', () => {
    expect(stock.get('riverbend-mazda')!.generated).toEqual({ seed: DEFAULT_SEED, at: '2026-11-20T00:00:00Z' });
    const later = generate('riverbend-mazda', { now: '2026-12-10T06:00:00Z' });
    const shift = Date.parse('2026-12-10T06:00:00Z') - Date.parse(DEFAULT_NOW);
    carsOf('riverbend-mazda').forEach((car, i) => {
      const moved = later.cars[i]!;
      expect(Date.parse(moved.created_at!) - Date.parse(car.created_at!)).toBe(shift);
      if (car.sold_date_timestamp) expect(moved.sold_date_timestamp! - car.sold_date_timestamp).toBe(shift / 1000);
      expect({ ...moved, created_at: car.created_at, sold_date_timestamp: car.sold_date_timestamp }).toEqual(car);
    });
  });

  it.each(SLUGS)('the committed tenants/%s/stock.json is what `stock generate` writes by default, and loads without a problem', async (slug) => {
    const file = path.join(tenantsRoot, slug, 'stock.json');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8'), `regenerate with: npx builder-cli stock generate ${slug}`).toBe(formatStockJson(stock.get(slug)!));
    const load = await loadTenant(path.join(tenantsRoot, slug));
    expect(load.problems.filter((p) => p.file.endsWith('stock.json'))).toEqual([]);
  });
});

describe.each(SLUGS)('generated stock of %s', (slug) => {
  const cars = carsOf(slug);
  const profile = profileOf(slug);
  const tenant = tenants.get(slug)!;

  it("has the profile's count, and every row validates against car.schema.json", () => {
    expect(cars).toHaveLength(profile.count);
    expect(validateDocument('stock', stock.get(slug)).errors).toEqual([]);
    for (const car of cars) expect(validateDocument('car', car).errors, car.slug).toEqual([]);
  });

  it('ids, slugs, VINs and stock numbers are unique and well-formed', () => {
    for (const key of ['id', 'slug', 'vin', 'stocknum'] as const) expect(new Set(cars.map((c) => c[key])).size, key).toBe(cars.length);
    for (const car of cars) {
      expect(car.slug).toMatch(new RegExp(`^[a-z0-9][a-z0-9-]*-${car.id}$`));
      expect(car.name.startsWith(`${car.year} `)).toBe(true);
      expect(isValidVin(car.vin!), car.vin!).toBe(true);
      expect(car.vin![9]).toBe(modelYearCode(car.year));
      expect(car.stocknum).toMatch(/^[A-Z]{2,4}\d{3,5}$/);
    }
  });

  it('odometers, prices, photos and dealer fields are consistent', () => {
    const dealerIds = tenant.dealerships.map((d) => d.id);
    for (const car of cars) {
      if (car.car_type === 'new' && car.km !== null) expect(car.km).toBeLessThanOrEqual(10);
      if (car.car_type === 'used') expect(car.year).toBeLessThan(2026);
      if (car.price !== null) expect(car.price).toBeGreaterThan(200);
      expect(car.photos_count).toBe(car.images!.length);
      expect(car.thumbnails).toEqual(car.images!.map((i) => i.thumb.url));
      expect(car.primary_image_url).toBe(car.images![0]?.image.url ?? null);
      expect(car.sold).toBe(car.status === 'sold');
      expect(car.sold_date_timestamp !== null).toBe(car.status === 'sold');
      if (car.certified) expect(car.car_type).toBe('used');
      expect(car.has_checkout_payment_processor).toBe(car.payment_processors!.length > 0);
      expect(car.simple_fuel).toBe(simpleFuel(car.fuel ?? null));
      expect(dealerIds).toContain(car.dealership_id);
      const dealer = tenant.dealerships.find((d) => d.id === car.dealership_id)!;
      expect([car.dealership_slug, car.dealership_name, car.city, car.state]).toEqual([dealer.slug, dealer.name, dealer.city, dealer.state]);
      expect(car.location).toEqual(dealer.location);
      // 2,500 before content-hashed photo names (9 characters a URL, 12 URLs a car) and the
      // channel feeds' price type (issue 19).
      expect(JSON.stringify(car).length, car.slug).toBeLessThan(2_680);
    }
  });

  it('every image is a file the site serves under /media', async () => {
    const { tenant: loaded } = await loadTenant(path.join(tenantsRoot, slug));
    const urls = new Set(cars.flatMap((c) => c.images!.flatMap((i) => [i.image.url, i.thumb.url])));
    expect(urls.size).toBeGreaterThan(2);
    for (const url of urls) {
      expect(url.startsWith('/media/')).toBe(true);
      expect(
        loaded!.mediaDirs.some((dir) => existsSync(path.join(dir, url.slice('/media/'.length)))),
        url,
      ).toBe(true);
    }
  });

  it('photos are raster JPEGs, and a car with a photo set shows one vehicle only', () => {
    for (const car of cars) for (const image of car.images!) expect(image.image.url, car.slug).toMatch(/\.jpg$/);
    // Trucks and caravans have one picture per body type and a gallery of stand-ins (docs/sample-photos.md).
    expect(profile.images.photoSets === undefined).toBe(/rv|trucks/.test(slug));
    const sets = profile.images.photoSets ?? [[profile.images.fallback]];
    const shown = cars.filter((c) => c.images!.length > 0);
    if (profile.images.photoSets) {
      for (const car of shown) {
        const set = sets.find((s) => s.includes(car.primary_image_url!))!;
        expect(car.thumbnails, car.slug).toEqual(set.slice(0, car.thumbnails!.length));
      }
      expect(new Set(shown.map((c) => c.primary_image_url)).size).toBe(sets.length);
    }
  });

  it('mixes statuses, tags, photos and flags as the profile says', () => {
    const count = (test: (c: Car) => boolean) => cars.filter(test).length;
    const sold = cars.filter((c) => c.status === 'sold');
    expect(sold).toHaveLength(quota(cars.length, profile.mix.sold));
    const recent = sold.filter((c) => NOW_S - c.sold_date_timestamp! < 3 * DAY);
    const older = sold.filter((c) => NOW_S - c.sold_date_timestamp! >= 4 * DAY && NOW_S - c.sold_date_timestamp! <= 30 * DAY);
    expect(recent.length).toBe(Math.ceil(sold.length / 2));
    expect(older.length).toBe(sold.length - recent.length);
    for (const c of sold) expect(Date.parse(c.created_at!) / 1000).toBeLessThan(c.sold_date_timestamp!);

    expect(count((c) => c.status === 'coming_soon')).toBe(quota(cars.length, profile.mix.comingSoon));
    expect(count((c) => c.photos_count === 0)).toBe(quota(cars.length, profile.mix.noImages));
    expect(count((c) => c.price === null)).toBe(quota(cars.length, profile.mix.noPrice));
    expect(count((c) => !c.show_on_dealer_website)).toBe(quota(cars.length, profile.mix.hidden));
    expect(count((c) => c.reserved === true)).toBe(quota(cars.length, profile.mix.reserved));
    expect(count((c) => NOW_S - Date.parse(c.created_at!) / 1000 <= 8 * DAY)).toBe(quota(cars.length, profile.mix.newArrival));
    expect(count((c) => c.reservable === false)).toBeGreaterThan(0);
    expect(count((c) => c.tag === null)).toBeGreaterThan(cars.length * 0.75);
    for (const rule of profile.tags) {
      const tagged = cars.filter((c) => c.tag === rule.value);
      expect(tagged.length, rule.value).toBeGreaterThan(0);
      for (const c of tagged) {
        if (rule.carTypes) expect(rule.carTypes).toContain(c.car_type);
        if (rule.statuses) expect(rule.statuses).toContain(c.status);
        if (rule.previousModelYearsOnly) expect(c.year).toBeLessThan(2026);
      }
    }
    const used = cars.filter((c) => c.car_type === 'used');
    expect(count((c) => c.certified === true)).toBe(quota(used.length, profile.mix.certifiedOfUsed));
    expect(count((c) => c.file !== null)).toBe(quota(used.length, profile.mix.historyReportOfUsed));
  });
});

describe('per-dealer realism', () => {
  const byKey = <K extends keyof Car>(cars: Car[], key: K) => new Set(cars.map((c) => c[key]));

  it('riverbend-mazda: mostly new and demo Mazdas with real badges, a few used trade-ins of other makes', () => {
    const cars = carsOf('riverbend-mazda');
    const mazdas = cars.filter((c) => c.make === 'Mazda');
    expect(mazdas.length / cars.length).toBeGreaterThan(0.85);
    expect(cars.filter((c) => c.car_type !== 'used').length / cars.length).toBeGreaterThan(0.8);
    for (const c of cars.filter((x) => x.make !== 'Mazda')) expect(c.car_type).toBe('used');
    expect(byKey(cars, 'make').size).toBeGreaterThan(3);
    for (const model of ['CX-5', 'CX-30', 'BT-50', 'CX-90']) expect(byKey(mazdas, 'model').has(model), model).toBe(true);
    expect([...byKey(mazdas, 'badge')].some((b) => /^G2[05] /.test(b ?? ''))).toBe(true);
    expect(cars.find((c) => c.model === 'Mazda3')!.name).toMatch(/^\d{4} Mazda3 /);
    expect(byKey(cars, 'tag').has('*** Test Drive Vehicle Only ***')).toBe(true);
  });

  it('southern-cross-autos: used cars of many makes, including the aliased spellings, across its four dealerships', () => {
    const cars = carsOf('southern-cross-autos');
    expect(byKey(cars, 'car_type')).toEqual(new Set(['used']));
    const makes = byKey(cars, 'make');
    for (const make of [
      'Toyota',
      'Ford',
      'Mazda',
      'Hyundai',
      'Kia',
      'Mitsubishi',
      'Nissan',
      'Isuzu UTE',
      'GWM Haval',
      'Mercedes-Benz',
      'SsangYong',
      'KGM',
      'Volkswagen',
      'Subaru',
      'Holden',
    ]) {
      expect(makes.has(make), make).toBe(true);
    }
    for (const city of ['Bathurst', 'Cowra', 'Orange', 'Dubbo']) expect(cars.filter((c) => c.city === city).length, city).toBeGreaterThan(60);
    expect(cars.filter((c) => c.certified).length).toBeGreaterThan(20);
    // Holden stopped in 2020 and SsangYong became KGM in 2024: the years follow the catalogue.
    for (const c of cars.filter((x) => x.make === 'Holden')) expect(c.year).toBeLessThanOrEqual(2020);
    for (const c of cars.filter((x) => x.make === 'KGM')) expect(c.year).toBeGreaterThanOrEqual(2024);
  });

  it('kiwi-trails-rv: caravans, pop tops, motorhomes and campervans; towed vans have no odometer and seats hold berths', () => {
    const cars = carsOf('kiwi-trails-rv');
    expect(byKey(cars, 'body')).toEqual(new Set(['Caravan', 'Pop Top', 'Motorhome', 'Campervan']));
    for (const c of cars) {
      if (c.body === 'Caravan' || c.body === 'Pop Top') expect([c.km, c.fuel, c.transmission]).toEqual([null, null, null]);
      else expect(c.km).not.toBeNull();
      expect(c.seats).toBeGreaterThanOrEqual(2);
    }
    for (const make of ['Jayco', 'Avan', 'Swift', 'Bailey', 'Auto-Trail', 'Elddis', 'Coromal', 'Trailblazer'])
      expect(byKey(cars, 'make').has(make), make).toBe(true);
    expect(Math.max(...cars.map((c) => c.price ?? 0))).toBeGreaterThan(150_000); // NZD motorhomes
  });

  it('lone-star-trucks: pickups and work trucks with USD prices, odometers in miles and US colors', () => {
    const cars = carsOf('lone-star-trucks');
    for (const model of [
      'F-150',
      'F-250',
      'F-350',
      'Silverado 1500',
      'Silverado 2500HD',
      '1500',
      '2500',
      '3500',
      'Sierra 1500',
      'Tundra',
      'Tacoma',
      'Titan',
      'NPR',
      'Transit',
      'Express',
    ]) {
      expect(byKey(cars, 'model').has(model), model).toBe(true);
    }
    expect(byKey(cars, 'body').has('Pickup')).toBe(true);
    expect(byKey(cars, 'fuel').has('Gasoline')).toBe(true);
    expect(cars.some((c) => /miles/.test(c.description ?? ''))).toBe(true);
    expect(cars.some((c) => / km\b/.test(c.description ?? ''))).toBe(false);
    expect(cars.some((c) => /Gray/.test(c.colour ?? ''))).toBe(true);
    expect(cars.filter((c) => c.price !== null).every((c) => c.price! % 1000 === 995)).toBe(true);
  });
});

describe('helpers', () => {
  it('VIN check digit and model-year code follow the North American rules', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true); // the textbook example, check digit X
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278O')).toBe(false); // O is not allowed
    expect(checkDigit('11111111111111111')).toBe('1');
    expect([modelYearCode(2010), modelYearCode(2026), modelYearCode(2001), modelYearCode(2040)]).toEqual(['A', 'T', '1', 'A']);
  });

  it('quota, apportion and price rounding', () => {
    expect([quota(150, 0.08), quota(400, 0.05), quota(20, 0.01), quota(10, 0.01), quota(50, 0)]).toEqual([12, 20, 1, 0, 0]);
    expect(apportion(150, { new: 0.6, demo: 0.25, used: 0.15 })).toEqual([
      ['new', 90],
      ['demo', 38],
      ['used', 22],
    ]);
    expect(apportion(7, { new: 1, used: 1 }).reduce((s, [, n]) => s + n, 0)).toBe(7);
    expect([roundPrice(36_512, 1000, 990), roundPrice(54_100, 1000, 995), roundPrice(120, 1000, 990)]).toEqual([36_990, 53_995, 990]);
  });

  it('names, slugs, stock-number prefixes and simple fuel', () => {
    expect(carName(2025, 'Mazda', 'CX-5', 'G25 Touring')).toBe('2025 Mazda CX-5 G25 Touring');
    expect(carName(2024, 'Mazda', 'Mazda3', 'G20 Pure')).toBe('2024 Mazda3 G20 Pure');
    expect(slugify('2024 Bailey Phoenix+ 640 Škoda 123')).toBe('2024-bailey-phoenix-640-skoda-123');
    expect([stockPrefix('riverbend-mazda'), stockPrefix('southern-cross-autos-bathurst'), stockPrefix('lone-star-trucks')]).toEqual(['RM', 'SCAB', 'LST']);
    expect(['Premium Petrol', 'Gasoline', 'Diesel', 'Plug-in Hybrid', 'Hybrid', 'Electric', null].map(simpleFuel)).toEqual([
      'Petrol',
      'Petrol',
      'Diesel',
      'Plug-in Hybrid',
      'Hybrid',
      'Electric',
      null,
    ]);
  });
});
