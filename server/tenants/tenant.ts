import type { Site } from '../../schemas/types/site';
import type { Form } from '../../schemas/types/form';
import type { ActionButton } from '../../schemas/types/buttons';
import type { VehiclePageSettings } from '../../runtime/lib/vehicle/settings';
import type { PublicSite } from '../../runtime/lib/public-site';
import type { RouteEntry } from '../../runtime/lib/route-table';
import type { ResolvedPage, TenantCollections } from '../../runtime/data/query-keys';
import type { Car } from '../../schemas/types/car';
import type { TenantSearchSettings } from '../search/tenant-search-settings';
import type { LeadRoutingDocument } from '../../schemas/types/lead-routing';

/** One dealer, validated, merged with its templates and frozen. */
export interface Tenant {
  readonly slug: string;
  readonly dir: string;
  readonly site: Site;
  readonly publicSite: PublicSite;
  /** Pages by document id (file name without .json). */
  readonly pages: Readonly<Record<string, ResolvedPage>>;
  readonly forms: Readonly<Record<string, Form>>;
  readonly buttons: readonly ActionButton[];
  /** buttons.json's page settings (VIN shown, repayment calculator), defaults filled. */
  readonly vehiclePage: VehiclePageSettings;
  readonly collections: TenantCollections;
  /** Valid rows of stock.json (invalid rows are warned about and left out). */
  readonly stock: readonly Car[];
  /** search.json, merged and resolved for the site's locale (server/search/tenant-search-settings.ts). */
  readonly search?: TenantSearchSettings;
  /** lead-routing.json, when the tenant has one (without it the site's leadDelivery is the default rule). */
  readonly leadRouting?: LeadRoutingDocument;
  /** Every address the site answers (runtime/lib/route-table.ts). */
  readonly routes: readonly RouteEntry[];
  /** Host names that select this tenant (lower case, without port). */
  readonly hosts: readonly string[];
  /** Folders served at /media/, the tenant's own first. */
  readonly mediaDirs: readonly string[];
}

import type { Problem } from './problem';
import type { SourcedDocument } from './sourced-document';
import type { JsonDocument } from './json-document';

/** The merged documents behind a tenant, with positions: what the linter's checks read. */
export interface TenantSources {
  site: SourcedDocument;
  /** By document id (file name without .json). */
  pages: Map<string, SourcedDocument>;
  forms: Map<string, SourcedDocument>;
  buttons: SourcedDocument | null;
  collections: Partial<Record<'locations' | 'models' | 'offers' | 'reviews', SourcedDocument>>;
  /** lead-routing.json, when the tenant (or a template) has one. */
  leadRouting?: SourcedDocument;
  /** stock.json as read (every row, valid or not), when it exists and parses. */
  stock?: JsonDocument;
}

/**
 * One folder a tenant is merged from, in merge order: its templates (deepest base first), the
 * manufacturer's and the dealer group's shared overrides (runtime/lib/override-layers.ts), itself.
 */
export interface SourceLayer {
  kind: 'template' | 'manufacturer' | 'group' | 'tenant';
  /** The folder's name: "car", "mazda", "riverbend-motor-group", the tenant's slug. */
  name: string;
  dir: string;
  /** False for an override folder the site selects that does not exist (nothing to merge; preview watches for it). */
  present: boolean;
}

export interface TenantLoad {
  slug: string;
  dir: string;
  tenant: Tenant | null;
  problems: Problem[];
  /** Every folder whose files make up this tenant (its templates', its override folders', its own), merge order. */
  sourceDirs: string[];
  /** The same folders by layer, with the override folders the site selects that do not exist. */
  layers: SourceLayer[];
  /** Present once site.json could be read and merged, even when the tenant has errors. */
  sources?: TenantSources;
}
