// What the shell blocks (header, footer) read of the tenant's collections, and nothing more: the
// boot data of a content page carries these summaries instead of the whole collections, so a
// home page fits the first TCP round trip (docs/decisions.md, "Boot data: the shell's summaries").
import type { Location } from '../../schemas/types/location';
import type { Model } from '../../schemas/types/model';

/** A model as the mega-menu and the footer's model and body-type columns show it. */
export type ShellModel = Pick<Model, 'id' | 'name' | 'slug' | 'manufacturer_body' | 'override_url' | 'image' | 'thumb' | 'cloudfront_new_image_url'>;

/** A location as the footer lists it: which ones (visible, type, slug, position), name, address, phone. */
export type ShellLocation = Pick<Location, 'id' | 'name' | 'slug' | 'position' | 'visible' | 'location_type'> & {
  address: Pick<Location['address'], 'street' | 'city' | 'state' | 'postcode'>;
  contact_detail: Pick<Location['contact_detail'], 'phone'>;
};

export interface ShellCollections {
  models: ShellModel[];
  locations: ShellLocation[];
}
export type ShellKind = keyof ShellCollections;
/** The whole collections the summaries are made from. */
export interface WholeCollections {
  models: Model[];
  locations: Location[];
}
export const SHELL_KINDS: readonly ShellKind[] = ['models', 'locations'];

export function isShellKind(kind: string): kind is ShellKind {
  return (SHELL_KINDS as readonly string[]).includes(kind);
}

/** The listed keys of `value` that are set (absent and undefined keys stay out of the JSON). */
function picked<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out as Pick<T, K>;
}

export function shellModel(model: Model): ShellModel {
  return picked(model, ['id', 'name', 'slug', 'manufacturer_body', 'override_url', 'image', 'thumb', 'cloudfront_new_image_url']);
}

export function shellLocation(location: Location): ShellLocation {
  return {
    ...picked(location, ['id', 'name', 'slug', 'position', 'visible', 'location_type']),
    address: picked(location.address, ['street', 'city', 'state', 'postcode']),
    contact_detail: picked(location.contact_detail, ['phone']),
  };
}

/** The summary of a whole collection, in its order. */
export function shellCollection<K extends ShellKind>(kind: K, items: WholeCollections[K]): ShellCollections[K] {
  return (kind === 'models' ? (items as readonly Model[]).map(shellModel) : (items as readonly Location[]).map(shellLocation)) as ShellCollections[K];
}
