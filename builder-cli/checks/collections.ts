// What the empty-collection and empty-footer-column checks share: how many entries a collection
// document holds, and where to point a warning about something the dealer must add.
import path from 'node:path';
import type { TenantSources } from '../../server/tenants/tenant';
import type { Locator } from '../../server/tenants/ajv-problems';
import type { Model } from '../../schemas/types/model';

export type CollectionName = 'locations' | 'models' | 'offers' | 'reviews';

/** The entries of a collection document (models.json's `models` ...); [] when it is missing. */
export function collectionEntries<T = unknown>(sources: TenantSources, name: CollectionName): T[] {
  const list = (sources.collections[name]?.data as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(list) ? (list as T[]) : [];
}

export const modelsOf = (sources: TenantSources): Model[] => collectionEntries<Model>(sources, 'models');

/**
 * Where a warning about an empty collection points: the dealer's own collection file when it has
 * one (its empty list), else `locate`'s place when that is in the dealer's own folder, else the
 * dealer's own site.json (a template's page or menu is not the dealer's to edit).
 */
export function ownPlace(sources: TenantSources, dir: string, name: CollectionName, locate: Locator, pointer: string): { locate: Locator; pointer: string } {
  const inOwnFolder = (file: string) => path.resolve(file).startsWith(path.resolve(dir) + path.sep);
  const ownCollection = sources.collections[name]?.docs.find((d) => inOwnFolder(d.file));
  if (ownCollection) return { locate: (p) => ({ file: ownCollection.file, ...ownCollection.locate(p) }), pointer: `/${name}` };
  if (inOwnFolder(locate(pointer).file)) return { locate, pointer };
  const own = sources.site.docs[sources.site.docs.length - 1]!;
  return { locate: (p) => ({ file: own.file, ...own.locate(p) }), pointer: '' };
}
