// Loads one tenant folder: reads every document with positions, resolves `extends`, merges,
// fills tokens, validates with ajv (all errors), runs the cross-document checks, and returns a
// frozen Tenant, or the problems that keep it from being served.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../../schemas/types/site';
import type { Form } from '../../schemas/types/form';
import type { Buttons } from '../../schemas/types/buttons';
import type { Page } from '../../schemas/types/page';
import { toPublicSite } from '../../runtime/lib/public-site';
import { paymentProcessorState } from '../../runtime/lib/checkout/payment-processor';
import { paymentEnvironment } from '../checkout/payment-environment';
import { buildRouteTable } from '../../runtime/lib/route-table';
import { pageParams } from '../../blocks/registry';
import type { ResolvedPage, TenantCollections } from '../../runtime/data/query-keys';
import { problemsFromAjv, type Locator } from './ajv-problems';
import { displayPath, type JsonDocument } from './json-document';
import { hasErrors, type Problem } from './problem';
import { sourcedDocument } from './sourced-document';
import { validateDocument, type DocumentKind, type Reference } from './schema-validator';
import { fillTokens } from './tokens';
import { checkBlocks, checkDuplicatePaths, checkReferences } from './cross-checks';
import { deepFreeze } from './merge';
import { shareValues } from './shared-values';
import { withSharedTemplateParts } from './shared-documents';
import type { LeadRoutingDocument } from '../../schemas/types/lead-routing';
import type { SourceLayer, Tenant, TenantLoad, TenantSources } from './tenant';
import { loadStock } from './load-stock';
import { withMediaVersions } from '../../runtime/lib/media-url';
import { serviceBookingPages } from '../../runtime/lib/service-booking-pages';
import { mediaVersions } from '../http/media-version';
import { vehiclePageSettingsOf } from './vehicle-page-settings';
import { loadBlogPosts } from './load-blog-posts';
import { compileTenantForm } from '../forms/compile-tenant-form';
import { loadSearchSettings } from '../search/tenant-search-settings';
import { withBlockChanges } from './block-changes';
import { resolveOverrideLayers } from './override-layers';
import { mergedByName, mergedSingle, reader, resolveTemplates } from './layered-documents';

function validate(kind: DocumentKind, data: unknown, locate: Locator, problems: Problem[]): Reference[] {
  const { errors, references } = validateDocument(kind, data);
  problems.push(...problemsFromAjv(errors, { locate, code: 'schema', unknownPropertyCode: 'unknown-property' }));
  return references;
}

function tokenProblems(unknown: ReturnType<typeof fillTokens>, locate: Locator, prefix = ''): Problem[] {
  return unknown.map(({ pointer, token }) => ({
    ...locate(prefix + pointer),
    severity: 'error' as const,
    code: 'unknown-token' as const,
    pointer: prefix + pointer,
    message: `${token} names no field of the site`,
  }));
}

interface LoadOptions {
  /** Freeze the tenant (default). builder-cli validate reads only the problems and skips it. */
  freeze?: boolean;
  /** Build the stock's cars (default). builder-cli validate reads the rows from `sources.stock` and skips it. */
  cars?: boolean;
  /** Where the payment settings come from (default process.env): whether a card processor can take a deposit. */
  env?: NodeJS.ProcessEnv;
  /** Address plain /media files as `?v=<hash>` in the served data (the server; runtime/lib/media-url.ts). */
  versionMedia?: boolean;
}

export async function loadTenant(tenantDir: string, options: LoadOptions = {}): Promise<TenantLoad> {
  const dir = path.resolve(tenantDir);
  const slug = path.basename(dir);
  const tenantsDir = path.dirname(dir);
  const r = reader();
  const problems = r.problems;
  // Assigned once the site document is read; `fail` (declared first) reports what was read by then.
  // eslint-disable-next-line prefer-const
  let sources: TenantSources | undefined;
  let layers: SourceLayer[] = [{ kind: 'tenant', name: slug, dir, present: true }];
  const fail = (sourceDirs: string[]): TenantLoad => ({ slug, dir, tenant: null, problems, sourceDirs, layers, ...(sources ? { sources } : {}) });

  const siteFile = path.join(dir, 'site.json');
  if (!existsSync(siteFile)) {
    problems.push({
      file: displayPath(siteFile),
      line: 1,
      col: 1,
      severity: 'error',
      code: 'missing-document',
      pointer: '',
      message: 'every tenant needs a site.json',
    });
    return fail([dir]);
  }
  const siteDoc = await r.read(siteFile);
  if (!siteDoc) return fail([dir]);
  const templateDirs = await resolveTemplates(siteDoc, tenantsDir, r);
  const templateSiteDocs: JsonDocument[] = [];
  for (const d of templateDirs) {
    const doc = await r.read(path.join(d, 'site.json'));
    if (doc) templateSiteDocs.push(doc);
  }
  // The site's manufacturer and group (from its templates and itself) select the shared override
  // folders that merge between the templates and the tenant: every document below reads `dirs`.
  const overrides = await resolveOverrideLayers([...templateSiteDocs, siteDoc], tenantsDir, r);
  layers = [...templateDirs.map((d): SourceLayer => ({ kind: 'template', name: path.basename(d), dir: d, present: true })), ...overrides.layers, layers[0]!];
  const dirs = layers.filter((l) => l.present).map((l) => l.dir);

  // Site: merge, fill tokens in navigation, validate.
  const site = sourcedDocument([...templateSiteDocs, ...overrides.siteDocs, siteDoc]);
  const siteData = site.data as Site;
  sources = { site, pages: new Map(), forms: new Map(), buttons: null, collections: {} };
  problems.push(...tokenProblems(fillTokens((siteData as { navigation?: unknown }).navigation, siteData), site.locate, '/navigation'));
  problems.push(...tokenProblems(fillTokens((siteData as { layout?: unknown }).layout, siteData), site.locate, '/layout'));
  validate('site', siteData, site.locate, problems);
  if (typeof siteData.slug === 'string' && siteData.slug !== slug) {
    problems.push({
      file: siteDoc.file,
      ...siteDoc.locate('/slug'),
      severity: 'error',
      code: 'slug-mismatch',
      pointer: '/slug',
      message: `slug "${siteData.slug}" must equal the folder name "${slug}"`,
    });
  }
  // Header and footer props get their defaults filled in place, so the shell reads them from site.layout.
  if (siteData.layout === undefined || (typeof siteData.layout === 'object' && siteData.layout !== null)) {
    siteData.layout = { ...siteData.layout, header: siteData.layout?.header ?? {}, footer: siteData.layout?.footer ?? {} };
  }
  checkBlocks(
    [
      { type: 'header', props: siteData.layout?.header ?? {} },
      { type: 'footer', props: siteData.layout?.footer ?? {} },
    ],
    site.locate,
    problems,
    {
      code: 'layout-props',
      pointerOf: (i) => (i === 0 ? '/layout/header' : '/layout/footer'),
    },
  );

  // Pages.
  const pages: Record<string, ResolvedPage> = {};
  const pagesLocators = new Map<string, Locator>();
  const pageReferences: [Locator, Reference[]][] = [];
  for (const [id, merged] of await mergedByName(dirs, 'pages', r)) {
    const { page: doc, problems: changeProblems } = withBlockChanges(merged);
    problems.push(...changeProblems);
    const data = doc.data as Page;
    problems.push(...tokenProblems(fillTokens(data, siteData), doc.locate));
    validate('page', data, doc.locate, problems);
    if (Array.isArray(data.blocks))
      pageReferences.push([doc.locate, checkBlocks(data.blocks, doc.locate, problems, { code: 'block-props', pointerOf: (i) => `/blocks/${i}/props` })]);
    sources.pages.set(id, doc);
    pages[id] = {
      id,
      path: data.path,
      title: data.title,
      ...(data.description ? { description: data.description } : {}),
      ...(data.noindex ? { noindex: true } : {}),
      blocks: data.blocks ?? [],
    };
    pagesLocators.set(id, doc.locate);
  }
  checkDuplicatePaths(pages, pagesLocators, problems);

  // Forms, buttons and references between them.
  const forms: Record<string, Form> = {};
  for (const [id, doc] of await mergedByName(dirs, 'forms', r)) {
    const before = problems.length;
    sources.forms.set(id, doc);
    validate('form', doc.data, doc.locate, problems);
    // A valid form document is compiled (field types, requirements, site settings) and its validators built.
    forms[id] = hasErrors(problems.slice(before)) ? (doc.data as Form) : compileTenantForm(doc.data as Form, siteData, doc.locate, problems);
  }
  for (const [locate, refs] of pageReferences) checkReferences(refs, { form: Object.keys(forms) }, locate, problems);
  const buttonsDoc = await mergedSingle(dirs, 'buttons.json', r);
  sources.buttons = buttonsDoc;
  if (buttonsDoc) {
    const refs = validate('buttons', buttonsDoc.data, buttonsDoc.locate, problems);
    checkReferences(refs, { form: Object.keys(forms) }, buttonsDoc.locate, problems);
  }

  // Collections.
  const collections: TenantCollections = { locations: [], models: [], offers: [], reviews: [], posts: [] };
  const collectionFiles = [
    ['locations', 'location'],
    ['models', 'model'],
    ['offers', 'offer'],
    ['reviews', 'review'],
  ] as const;
  for (const [key, kind] of collectionFiles) {
    const doc = await mergedSingle(dirs, `${key}.json`, r);
    if (!doc) continue;
    sources.collections[key] = doc;
    validate(kind, doc.data, doc.locate, problems);
    const list = (doc.data as Record<string, unknown>)[key];
    if (Array.isArray(list)) (collections as unknown as Record<string, unknown[]>)[key] = list;
  }

  const routingDoc = await mergedSingle(dirs, 'lead-routing.json', r);
  if (routingDoc) {
    sources.leadRouting = routingDoc;
    validate('lead-routing', routingDoc.data, routingDoc.locate, problems);
  }

  const search = await loadSearchSettings(dirs, siteData.locale, problems);

  const blog = await loadBlogPosts(dir);
  problems.push(...blog.problems);
  collections.posts = blog.posts;

  const stock = await loadStock(dir, { cars: options.cars !== false });
  problems.push(...stock.problems);
  if (stock.doc) sources.stock = stock.doc;

  if (hasErrors(problems)) return fail(dirs);

  const mediaDirs = [...dirs]
    .reverse()
    .map((d) => path.join(d, 'public'))
    .filter((d) => existsSync(d));
  const served = options.versionMedia
    ? withMediaVersions({ siteData, pages, collections, cars: stock.cars }, mediaVersions(mediaDirs))
    : { siteData, pages, collections, cars: stock.cars };
  const publicSite = toPublicSite(served.siteData, paymentProcessorState(siteData, paymentEnvironment(slug, options.env)));
  const routePages = Object.values(pages).map((p) => ({ id: p.id, path: p.path, params: pageParams(p.blocks.map((b) => b.type)) }));
  const serviceBookings = serviceBookingPages(publicSite, served.collections.locations);
  const routes = buildRouteTable({ site: publicSite, pages: routePages, forms: Object.keys(forms), serviceBookings });
  const hosts = [`${slug}.localhost`, ...siteData.domains.map((d) => d.replace(/:\d+$/, '').toLowerCase())];
  const tenant: Tenant = {
    slug,
    dir,
    site: served.siteData,
    publicSite,
    pages: served.pages,
    forms,
    buttons: (buttonsDoc?.data as Buttons | undefined)?.buttons ?? [],
    vehiclePage: vehiclePageSettingsOf(buttonsDoc?.data as Buttons | undefined),
    collections: served.collections,
    // Frozen with its repeated values shared (server/tenants/shared-values.ts); builder-cli's unfrozen loads build no cars.
    stock: options.freeze === false ? served.cars : shareValues(served.cars),
    search,
    ...(routingDoc ? { leadRouting: routingDoc.data as LeadRoutingDocument } : {}),
    routes,
    hosts,
    mediaDirs,
  };
  return { slug, dir, tenant: options.freeze === false ? tenant : deepFreeze(withSharedTemplateParts(tenant)), problems, sourceDirs: dirs, layers, sources };
}
