// Overrides shared by dealer group and by manufacturer (spec section 1: overrides "keyed by slug,
// name, id, group, manufacturer"): a site's `manufacturer` and `dealership_group` select folders
// under tenants/ whose documents merge between the site's templates and its own files, in the
// order template < manufacturer < group < tenant (the later wins).
import { selectorValue } from './site-manufacturer';

/** The folders (under the tenants directory) that hold shared overrides, by kind. */
export const OVERRIDE_ROOTS = { manufacturer: '_manufacturers', group: '_groups' } as const;

export type OverrideKind = keyof typeof OVERRIDE_ROOTS;

export interface OverrideLayer {
  kind: OverrideKind;
  /** The site's value as written: "mazda", "Riverbend Motor Group". */
  value: string;
  /** The folder, relative to the tenants directory: "_manufacturers/mazda", "_groups/riverbend-motor-group". */
  folder: string;
}

/** The site keys that select a layer; a layer's own site.json may not set them (nor `extends`). */
export const SELECTOR_KEYS: Readonly<Record<OverrideKind, 'manufacturer' | 'dealership_group'>> = {
  manufacturer: 'manufacturer',
  group: 'dealership_group',
};

/** "Riverbend Motor Group" -> "riverbend-motor-group", "Škoda" -> "skoda", "isuzu ute" -> "isuzu-ute". */
export function overrideFolderName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The shared override layers a site selects, in merge order (manufacturer, then group). A value
 * that is absent, not text, empty, or the text "null" (spec section 3: a manufacturer counts only
 * when present and not "null") selects nothing.
 */
export function overrideLayers(site: { manufacturer?: unknown; dealership_group?: unknown }): OverrideLayer[] {
  const layers: OverrideLayer[] = [];
  for (const kind of ['manufacturer', 'group'] as const) {
    const raw = site[SELECTOR_KEYS[kind]];
    const value = selectorValue(raw);
    if (value === null) continue;
    const name = overrideFolderName(value);
    if (name) layers.push({ kind, value, folder: `${OVERRIDE_ROOTS[kind]}/${name}` });
  }
  return layers;
}
