// The migration table and its runner. The loader upgrades older documents in memory (with a
// warning) and refuses newer ones; `builder-cli migrate --write` stores the upgrade.
import type { DocumentKind } from '../schema-validator';
import type { Migration } from './migration';
import { pageBlocksCarryProps } from './page-blocks-carry-props';
import { siteDropsPaymentProvider } from './site-drops-payment-provider';

export type { Migration } from './migration';

/** Every migration, in order. Adding one: a module here, one line below, and the schema's schemaVersion const. */
export const MIGRATIONS: readonly Migration[] = [pageBlocksCarryProps, siteDropsPaymentProvider];

/** The version each document kind is at in this code (what its schema's `schemaVersion` const says). */
export const CURRENT_VERSION: Readonly<Record<DocumentKind, number>> = {
  site: 2,
  page: 2,
  form: 1,
  buttons: 1,
  location: 1,
  model: 1,
  offer: 1,
  review: 1,
  car: 1,
  stock: 1,
  'blog-post': 1,
  'lead-routing': 1,
};

type Upgrade =
  | { status: 'current'; data: unknown }
  | { status: 'upgraded'; data: Record<string, unknown>; from: number; to: number; applied: Migration[] }
  | { status: 'newer'; version: number; current: number }
  /** No usable schemaVersion: left alone for the schema check to report. */
  | { status: 'unversioned'; data: unknown };

export function upgrade(kind: DocumentKind, data: unknown, migrations: readonly Migration[] = MIGRATIONS, current = CURRENT_VERSION[kind]): Upgrade {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { status: 'unversioned', data };
  const version = (data as { schemaVersion?: unknown }).schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { status: 'unversioned', data };
  if (version > current) return { status: 'newer', version, current };
  if (version === current) return { status: 'current', data };
  let doc = data as Record<string, unknown>;
  const applied: Migration[] = [];
  for (let v = version; v < current; v++) {
    const step = migrations.find((m) => m.kind === kind && m.from === v);
    if (!step) throw new Error(`no migration for ${kind} documents from schemaVersion ${v}`);
    doc = { ...step.migrate(doc), schemaVersion: v + 1 };
    applied.push(step);
  }
  return { status: 'upgraded', data: doc, from: version, to: current, applied };
}

/** The document kind of a tenant file, from where it sits in the folder. */
export function kindOfFile(file: string): DocumentKind | null {
  const parts = file.split(/[\\/]/);
  const name = parts[parts.length - 1] ?? '';
  const folder = parts[parts.length - 2];
  if (folder === 'pages') return 'page';
  if (folder === 'forms') return 'form';
  const single: Record<string, DocumentKind> = {
    'site.json': 'site',
    'buttons.json': 'buttons',
    'locations.json': 'location',
    'models.json': 'model',
    'offers.json': 'offer',
    'reviews.json': 'review',
    'stock.json': 'stock',
  };
  return single[name] ?? null;
}
