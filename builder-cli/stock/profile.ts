// Stock profiles: what kind of stock a kind of dealer holds, as DATA in profiles/*.json
// (catalogue of makes/models/badges with prices, the status/tag mix, photos, wording).
// A tenant gets the profile whose `match` fits its site best; `--profile` overrides.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateAgainst } from '../../server/tenants/schema-validator';
import profileSchema from './profile.schema.json';
import { projectRoot } from '../../server/project-root';
import { loadMakeTable, makeCatalog, type DealerModel } from './make-catalog';

export type CarType = 'new' | 'demo' | 'used';
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold';

export interface ProfileMatch {
  /** The site's effective template (its own `template`, or the one its `extends` chain sets). */
  template?: string;
  /** The site's manufacturer; null matches a site without one. */
  manufacturer?: string | null;
  locale?: string;
}

export interface Variant {
  badge: string;
  /** Drive-away price of a new one today, in the profile's currency. */
  price: number;
  weight?: number;
  years?: [number, number];
  body?: string;
  seats?: number | null;
  fuel?: string | null;
  transmission?: string | null;
  drive?: string | null;
}

export interface CatalogModel {
  make: string;
  model: string;
  body: string;
  weight?: number;
  /** First and last model year built. */
  years: [number, number];
  seats?: number | null;
  fuel?: string | null;
  transmission?: string | null;
  drive?: string | null;
  /** Towed caravans and trailers have no odometer: km is null. */
  noOdometer?: boolean;
  series?: { code: string; from: number; to: number }[];
  highlights?: string[];
  variants: Variant[];
}

export interface TagRule {
  value: string;
  share: number;
  carTypes?: CarType[];
  /** Eligible statuses in order of preference: the quota is filled from the first before the next. */
  statuses?: CarStatus[];
  /** Only cars older than the current model year (a runout sale). */
  previousModelYearsOnly?: boolean;
}

export interface StockMix {
  sold: number;
  comingSoon: number;
  noImages: number;
  fewImages: number;
  noPrice: number;
  newArrival: number;
  hidden: number;
  reserved: number;
  notReservable: number;
  certifiedOfUsed: number;
  historyReportOfUsed: number;
  paymentProcessors: number;
}

export interface StockProfile {
  /** The file's base name (set by the loader). */
  name: string;
  description?: string;
  match: ProfileMatch;
  count: number;
  currency: string;
  odometer: { unit: 'km' | 'miles'; newMax: number; demo: [number, number]; perYear: [number, number] };
  prices: { roundTo: number; ending: number; newAdjust: [number, number]; demoDiscount: [number, number] };
  depreciation: { firstYear: number; perYear: number; floor: number; minPrice: number };
  carTypes: Partial<Record<CarType, number>>;
  /** Share of new and demo cars that are of the previous model year. */
  previousModelYear: number;
  /** Age in years of used stock, youngest to oldest. */
  usedAge: [number, number];
  /** Weight factor for drawing used cars from the new catalogue too (absent or 0: catalog.used only). */
  usedIncludesNew?: number;
  /** Days an ordinary car has been in stock (New Arrivals are placed within the last 8 days instead). */
  stockDays: [number, number];
  mix: StockMix;
  tags: TagRule[];
  stocknumDigits: number;
  /** Colour names by make; "*" for every other make. */
  colours: Record<string, string[]>;
  /** World manufacturer identifier (first 3 VIN characters) by make; "*" for every other make. */
  wmi: Record<string, string>;
  /**
   * The body picture plus a draw from `gallery`; with `photoSets`, one whole set of photos of the
   * same vehicle instead (picked by the car's id), so a car's gallery never mixes two vehicles.
   */
  images: { body: Record<string, string>; fallback: string; gallery: string[]; photoSets?: string[][] };
  /** History-report link with {vin} and {stocknum} placeholders. */
  historyReportUrl?: string;
  paymentProcessor?: { authorization_type: string; authorization_key: string };
  /** Dealer comments by car type, with {placeholders} (see docs/stock.md). */
  descriptions: Partial<Record<CarType, string[]>>;
  certifiedNote?: string;
  catalog: { new: CatalogModel[]; used: CatalogModel[] };
}

const PROFILES_DIR = path.join(projectRoot, 'builder-cli', 'stock', 'profiles');

/** Every profile under profiles/, by name; throws naming the file and field of an invalid one. */
export function loadProfiles(dir: string = PROFILES_DIR): Map<string, StockProfile> {
  const profiles = new Map<string, StockProfile>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    const { errors } = validateAgainst(profileSchema, data);
    if (errors.length) {
      const list = errors.map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ');
      throw new Error(`stock profile ${file} is invalid: ${list}`);
    }
    const name = file.replace(/\.json$/, '');
    profiles.set(name, { ...(data as unknown as StockProfile), name });
  }
  return profiles;
}

export interface SiteTraits {
  template: string | null;
  manufacturer: string | null;
  locale: string | null;
}

/** How well a profile fits a site: -1 when any `match` key differs, else the number of keys that match. */
export function matchScore(match: ProfileMatch, site: SiteTraits): number {
  let score = 0;
  for (const [key, wanted] of Object.entries(match) as [keyof ProfileMatch, string | null | undefined][]) {
    const have = site[key];
    const same = wanted === null ? have === null : typeof have === 'string' && have.toLowerCase() === String(wanted).toLowerCase();
    if (!same) return -1;
    score++;
  }
  return score;
}

/** The best-fitting profile for a site, or undefined; ties go to the first by file name. */
export function selectProfile(profiles: ReadonlyMap<string, StockProfile>, site: SiteTraits): StockProfile | undefined {
  let best: StockProfile | undefined;
  let bestScore = -1;
  for (const profile of profiles.values()) {
    const score = matchScore(profile.match, site);
    if (score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  return best;
}

/** A site's own profile, as data: tenants/<slug>/stock-profile.json, else one in its templates' folders (nearest first). */
const SITE_PROFILE_FILE = 'stock-profile.json';

export function siteProfile(dirs: readonly string[]): StockProfile | undefined {
  for (const dir of [...dirs].reverse()) {
    const file = path.join(dir, SITE_PROFILE_FILE);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const data = JSON.parse(text) as Record<string, unknown>;
    const { errors } = validateAgainst(profileSchema, data);
    if (errors.length)
      throw new Error(`stock profile ${file} is invalid: ${errors.map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ')}`);
    return { ...(data as unknown as StockProfile), name: path.relative(process.cwd(), file) };
  }
  return undefined;
}

/** The make as cars name it: "hyundai" -> "Hyundai", "isuzu ute" -> "Isuzu Ute". */
export function makeName(manufacturer: string): string {
  return manufacturer.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** What a "{make}" placeholder is filled from (builder-cli/stock/make-catalog.ts). */
export interface MakeSources {
  table: readonly CatalogModel[];
  dealerModels: readonly DealerModel[];
  nowYear: number;
}

/**
 * A profile's "{make}" catalogue entries written for this site: the site's make's real models
 * (makeCatalog), or left out for a site without a manufacturer (it then gets the profile's other
 * makes). A site with a manufacturer gets cars of its make only: used ones too, drawn from the
 * profile's used models of the make and its current ones.
 */
export function forSite(profile: StockProfile, manufacturer: string | null, makes?: MakeSources): StockProfile {
  const hasPlaceholder = [...profile.catalog.new, ...profile.catalog.used].some((m) => m.make === '{make}');
  if (!hasPlaceholder) return profile;
  if (!manufacturer) {
    const catalog = { new: profile.catalog.new.filter((m) => m.make !== '{make}'), used: profile.catalog.used.filter((m) => m.make !== '{make}') };
    // Nothing new to sell: every car is used.
    if (catalog.new.length === 0 && (profile.carTypes.new || profile.carTypes.demo)) return { ...profile, catalog, carTypes: { used: 1 } };
    return { ...profile, catalog };
  }
  const sources = makes ?? { table: loadMakeTable(), dealerModels: [], nowYear: new Date().getUTCFullYear() };
  const current = makeCatalog(manufacturer, sources.table, sources.dealerModels, sources.nowYear);
  const make = current[0]!.make;
  const ofMake = (m: CatalogModel) => m.make.toLowerCase() === make.toLowerCase();
  const fill = (models: CatalogModel[]) =>
    models.flatMap((m) => (m.make === '{make}' ? (models.indexOf(m) === models.findIndex((o) => o.make === '{make}') ? current : []) : ofMake(m) ? [m] : []));
  return { ...profile, catalog: { new: fill(profile.catalog.new), used: fill(profile.catalog.used) }, usedIncludesNew: profile.usedIncludesNew || 1 };
}
