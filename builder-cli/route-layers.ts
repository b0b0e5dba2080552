// Which layer (template, manufacturer, dealer group, tenant) a route's document or site value
// comes from, for `builder-cli routes`: the route table itself only names the file or key.
import path from 'node:path';
import { displayPath } from '../server/tenants/json-document';
import { isPlainObject } from '../server/tenants/merge';
import type { SourcedDocument } from '../server/tenants/sourced-document';
import type { SourceLayer, TenantLoad } from '../server/tenants/tenant';
import type { RouteEntry } from '../runtime/lib/route-table';

/** "template car", "manufacturer mazda", "group riverbend-motor-group", "tenant". */
function layerLabel(layer: SourceLayer): string {
  return layer.kind === 'tenant' ? 'tenant' : `${layer.kind} ${layer.name}`;
}

function layerOfFile(file: string, layers: readonly SourceLayer[]): SourceLayer | undefined {
  const full = path.resolve(file);
  return layers.find((l) => full.startsWith(path.resolve(l.dir) + path.sep));
}

/** Whether a document's own data has a value at the path (dotted keys of the route table's sources). */
function holds(data: unknown, keys: readonly string[]): boolean {
  let value = data;
  for (const key of keys) {
    if (!isPlainObject(value) || !Object.hasOwn(value, key)) return false;
    value = value[key];
  }
  return true;
}

/** The layers whose files make up a document, in merge order. */
function layersOf(doc: SourcedDocument, layers: readonly SourceLayer[]): SourceLayer[] {
  return doc.docs.flatMap((d) => layerOfFile(d.file, layers) ?? []);
}

/**
 * The route's source with its layers: a page names every layer that has its file
 * ("pages/warranty.json (template car + manufacturer mazda)"); a site.json key names the layer
 * that sets the value ("site.json vehicles.basePath (template car)"), none when it is the default.
 */
export function sourceWithLayers(route: RouteEntry, load: TenantLoad): string {
  const sources = load.sources;
  if (!sources) return route.source;
  if (route.kind === 'page' && route.page) {
    const doc = sources.pages.get(route.page);
    return doc ? `${route.source} (${layersOf(doc, load.layers).map(layerLabel).join(' + ')})` : route.source;
  }
  const key = /^site\.json (\S+)$/.exec(route.source)?.[1];
  if (!key) return route.source;
  const holder = [...sources.site.docs].reverse().find((d) => holds(d.data, key.split('.')));
  const layer = holder && layerOfFile(holder.file, load.layers);
  return layer ? `${route.source} (${layerLabel(layer)})` : route.source;
}

/** "template car < manufacturer mazda < group riverbend-motor-group (no folder _groups/...) < tenant". */
export function layerChain(load: TenantLoad): string {
  return load.layers
    .map((l) => `${layerLabel(l)}${l.kind === 'tenant' ? ` ${l.name}` : ''}${l.present ? '' : ` (no folder ${displayPath(l.dir)})`}`)
    .join(' < ');
}
