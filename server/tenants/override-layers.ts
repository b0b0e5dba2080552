// The shared override folders a tenant's site selects (runtime/lib/override-layers.ts), as source
// layers of the loader: each one's folder (present or not, so preview can watch for it), and its
// site.json when it has one. A layer's site.json may not choose layers: `extends`, `manufacturer`
// and `dealership_group` there are reported where they are written.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { overrideLayers, SELECTOR_KEYS, type OverrideKind } from '../../runtime/lib/override-layers';
import type { JsonDocument } from './json-document';
import type { Reader } from './layered-documents';
import type { SourceLayer } from './tenant';

const KIND_LABEL: Readonly<Record<OverrideKind, string>> = { manufacturer: 'a manufacturer', group: 'a dealer group' };

/** The last value of `key` among the documents (templates first, the tenant last). */
function lastValue(docs: readonly JsonDocument[], key: string): unknown {
  for (const doc of [...docs].reverse()) {
    const data = doc.data as Record<string, unknown> | null;
    if (typeof data === 'object' && data !== null && Object.hasOwn(data, key)) return data[key];
  }
  return undefined;
}

export async function resolveOverrideLayers(
  siteDocs: readonly JsonDocument[],
  tenantsDir: string,
  r: Reader,
): Promise<{ layers: SourceLayer[]; siteDocs: JsonDocument[] }> {
  const selected = overrideLayers({ manufacturer: lastValue(siteDocs, 'manufacturer'), dealership_group: lastValue(siteDocs, 'dealership_group') });
  const layers: SourceLayer[] = [];
  const layerSiteDocs: JsonDocument[] = [];
  for (const layer of selected) {
    const dir = path.join(tenantsDir, layer.folder);
    const present = existsSync(dir);
    layers.push({ kind: layer.kind, name: path.basename(layer.folder), dir, present });
    const siteFile = path.join(dir, 'site.json');
    if (!present || !existsSync(siteFile)) continue;
    const doc = await r.read(siteFile);
    if (!doc) continue;
    for (const key of ['extends', ...Object.values(SELECTOR_KEYS)]) {
      if (typeof doc.data !== 'object' || doc.data === null || !Object.hasOwn(doc.data, key)) continue;
      const pointer = `/${key}`;
      r.problems.push({
        file: doc.file,
        ...doc.locate(pointer),
        severity: 'error',
        code: 'override-selector',
        pointer,
        message: `${KIND_LABEL[layer.kind]}'s override folder cannot set "${key}": the tenant's site.json chooses its templates, manufacturer and group`,
      });
    }
    layerSiteDocs.push(doc);
  }
  return { layers, siteDocs: layerSiteDocs };
}
