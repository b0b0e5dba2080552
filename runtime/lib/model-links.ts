// Body-type links generated from models.json (the header mega-menu and the footer's columns).
import type { Model } from '../../schemas/types/model';
import { bodySlug } from './body-slug';

/** Distinct body categories in the order models.json first lists them. */
export function bodyTypes(models: readonly Pick<Model, 'manufacturer_body'>[]): string[] {
  return [...new Set(models.map((m) => m.manufacturer_body).filter((b) => b.trim() !== ''))];
}

/** /models?body=<body name lower-cased and hyphenated>. */
export function bodyHref(body: string): string {
  return `/models?body=${bodySlug(body)}`;
}
