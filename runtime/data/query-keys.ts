import type { Location } from '../../schemas/types/location';
import type { Model } from '../../schemas/types/model';
import type { Offer } from '../../schemas/types/offer';
import type { Review } from '../../schemas/types/review';
import type { BlockInstance } from '../../schemas/types/page';
import type { BlogPostEntry } from '../lib/blog';
import type { ShellKind } from '../lib/shell-collections';

/** Tenant collections a block may declare as its data needs; the server prefetches them. */
export interface TenantCollections {
  locations: Location[];
  models: Model[];
  offers: Offer[];
  reviews: Review[];
  /** blog/*.json, newest first. */
  posts: BlogPostEntry[];
}
export type DataKind = keyof TenantCollections;
export const DATA_KINDS: readonly DataKind[] = ['locations', 'models', 'offers', 'reviews', 'posts'];

/** A page as served to the runtime: tokens filled in, HTML sanitised. */
export interface ResolvedPage {
  id: string;
  path: string;
  title: string;
  description?: string;
  noindex?: boolean;
  blocks: BlockInstance[];
}

export const queryKeys = {
  page: (id: string) => ['page', id] as const,
  data: (kind: DataKind) => ['data', kind] as const,
  /** The shell blocks' summary of a collection (runtime/lib/shell-collections.ts). */
  shell: (kind: ShellKind) => ['shell', kind] as const,
};

/** The query key of a block instance's `load` result (blocks/contract.ts) on one page address. */
export function blockDataKey(pathWithSearch: string, index: number): readonly unknown[] {
  return ['block-data', pathWithSearch, index];
}

/** API paths the browser fetches after hydration; the server answers them for the Host's tenant only. */
export const apiPaths = {
  page: (id: string) => `/api/pages/${encodeURIComponent(id)}`,
  data: (kind: DataKind) => `/api/data/${kind}`,
};
