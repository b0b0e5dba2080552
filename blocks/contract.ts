// What a block promises the platform, without React: its props schema (defaults included), the
// tenant collections it reads, and an optional server-side `load` hook (after Puck's
// resolveData). The tenant loader, the server and builder-cli read contracts only; the React
// components are registered apart (runtime/app/block-components.ts), from the same folders.
import type { Car } from '../schemas/types/car';
import type { DataKind, TenantCollections } from '../runtime/data/query-keys';
import type { PublicSite } from '../runtime/lib/public-site';
import type { FeaturedStockQuery } from '../runtime/lib/vehicle/featured-stock';
import type { MultiSearchRequest, MultiSearchResponse } from '../runtime/lib/search/search-types';
import type { RouteParams } from '../runtime/lib/route-params';

/** A JSON Schema object as imported from a props.schema.json file. */
type PropsSchema = Record<string, unknown>;

/** What the server offers a block's `load` hook for one request. */
export interface BlockLoadContext {
  site: PublicSite;
  collections: TenantCollections;
  /** The route's params (`/offers/:offerId` gives `offerId`). */
  params: Readonly<Record<string, string | undefined>>;
  pathname: string;
  /** The query string, with its leading `?` (or empty). */
  search: string;
  /** The render clock in seconds: the same instant for every block of the request. */
  nowSeconds: number;
  /** The site's form of that name as GET /api/forms/:name serves it, or null. */
  form(name: string): Record<string, unknown> | null;
  /** Available cars for a featured list, as cards show them. */
  featuredCars(query: FeaturedStockQuery): Promise<Car[]>;
  /** Meilisearch multi-search over the tenant's stock (scoped to the tenant by the server). */
  multiSearch(request: MultiSearchRequest): Promise<MultiSearchResponse>;
  /** Seeds another query key the block's component reads (shared keys such as a form's). */
  seed(key: readonly unknown[], data: unknown): void;
}

export { loadOutcome, notFound, outcomeKind, redirect, type BlockDataOf, type LoadOutcome } from '../runtime/lib/load-outcome';

export interface BlockContract<P = Record<string, unknown>, D = unknown> {
  /** The block's name for people ("Hero", "Featured stock"): the editor's palette and block list. */
  label: string;
  /** One sentence for people: what the block is for. */
  description: string;
  /** What a tenant may write in `props`, with the defaults applied at load. */
  schema: PropsSchema;
  /** Tenant collections the block reads with useTenantData; seeded with every page that has it. */
  data: readonly DataKind[];
  /**
   * Server-side data for one instance, awaited before rendering and served again on client
   * navigation by GET /api/route-data. What it returns is read with useBlockData(contract), typed
   * from this return type; it may instead return notFound() or redirect().
   */
  load?: (props: P, context: BlockLoadContext) => Promise<D>;
  /** Rendered by the shell on every page (header, footer): bundled with it, never code-split. */
  shell?: boolean;
  /**
   * The page-address parameters the block picks its record by, and the data each ranges over
   * (`{ modelSlug: 'models' }`): a page with the block answers 404, before any block loads, when
   * the parameter names no record (runtime/lib/route-params.ts), and validate reports such links.
   */
  params?: RouteParams;
}

/**
 * A block's contract, the handle its component passes to useBlockData(). A block with a `load`
 * names its props type on load's first parameter (`load(props: BlogPostProps, context)`), so the
 * data type is inferred from what load returns, as React Router 7 types loaderData from its loader;
 * a block without one names it as the type argument (`defineBlock<HeroProps>({ schema })`).
 */
export function defineBlock<P, D = undefined>(contract: {
  schema: PropsSchema;
  label: string;
  description: string;
  data?: readonly DataKind[];
  load?: (props: P, context: BlockLoadContext) => Promise<D>;
  shell?: boolean;
  params?: RouteParams;
}): BlockContract<P, D> {
  return { data: [], ...contract };
}
