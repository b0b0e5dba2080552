// Creating a page in the editor: the address is checked against the tenant's route table (and the
// page schema's address rule), the file name comes from the address, and the content starts empty
// or as a copy of one of the tenant's pages (its blocks as the site shows them). Nothing is written
// here: the editor holds the new page as an unsaved document until Save.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pageSchema from '../../schemas/page.schema.json';
import { blocksAfterChanges, type Block } from '../../runtime/lib/pages/block-changes';
import { bare } from '../../runtime/lib/route-definition';
import type { RouteEntry } from '../../runtime/lib/route-table';
import type { EditorPage } from './editor-pages';

interface NewPageRequest {
  path: string;
  title: string;
  /** The id of the page to copy, or null for an empty page. */
  from: string | null;
}

interface NewPage {
  id: string;
  file: string;
  data: Record<string, unknown>;
}

export class NewPageRefused extends Error {}

const ADDRESS = new RegExp(pageSchema.properties.path.pattern);

/** The document id an address gets: its segments joined by hyphens (/offers/:offerId → offers-offerid). */
export function pageIdFor(address: string, taken: ReadonlySet<string>): string {
  const stem =
    address
      .toLowerCase()
      .split('/')
      .map((s) => s.replace(/^:/, ''))
      .filter(Boolean)
      .join('-') || 'home';
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** Why the address cannot be a new page of this tenant, or null when it can. */
export function addressProblem(address: string, routes: readonly RouteEntry[]): string | null {
  if (!ADDRESS.test(address))
    return `"${address}" is not a page address: start with /, then lower-case words joined by hyphens (/winter-sale, /about-us/team).`;
  const clash = routes.find((r) => bare(r.path) === bare(address));
  if (!clash) return null;
  return clash.kind === 'page'
    ? `${bare(address)} is already a page (pages/${clash.page ?? '?'}.json): open it in the list instead.`
    : `${bare(address)} is already the site's ${clash.kind} route (${clash.source}): choose another address.`;
}

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The blocks of an existing page as the site shows them: its own list, or the inherited one with its changes. */
function blocksOfPage(tenantDir: string, page: EditorPage): Block[] {
  const own = page.tenantFile ? readJson(path.join(tenantDir, page.tenantFile)) : null;
  if (Array.isArray(own?.blocks)) return own.blocks as Block[];
  const inherited = page.inheritedFile ? readJson(path.resolve(tenantDir, page.inheritedFile)) : null;
  const base = Array.isArray(inherited?.blocks) ? (inherited.blocks as Block[]) : [];
  if (!Array.isArray(own?.blockChanges)) return base;
  return blocksAfterChanges(base, own.blockChanges as unknown[]);
}

export function planNewPage(request: NewPageRequest, context: { tenantDir: string; routes: readonly RouteEntry[]; pages: readonly EditorPage[] }): NewPage {
  const address = request.path.trim();
  const problem = addressProblem(address, context.routes);
  if (problem) throw new NewPageRefused(problem);
  const title = request.title.trim();
  if (!title) throw new NewPageRefused('Give the page a title: it is the <title> search engines and browser tabs show.');
  if (title.length > 120) throw new NewPageRefused('A page title has at most 120 characters.');
  const source = request.from === null ? null : context.pages.find((p) => p.id === request.from);
  if (source === undefined) throw new NewPageRefused(`There is no page "${String(request.from)}" to start from.`);
  const id = pageIdFor(address, new Set(context.pages.map((p) => p.id)));
  const blocks = source ? structuredClone(blocksOfPage(context.tenantDir, source)) : [];
  return {
    id,
    file: `pages/${id}.json`,
    data: { $schema: '../../../schemas/editor/page.schema.json', schemaVersion: pageSchema.properties.schemaVersion.const, path: address, title, blocks },
  };
}
