// Model links shared by the header mega-menu and the footer (spec section 2 routes /models and /{model-slug}).
import type { Model } from '../../schemas/types/model';
import { bodySlug } from '../lib/body-slug';

/** A model's page: its override address when set, else /<slug>. */
export { modelHref } from '../lib/model-cards';

/** Distinct body categories in the order models.json first lists them. */
export function bodyTypes(models: readonly Model[]): string[] {
  return [...new Set(models.map((m) => m.manufacturer_body).filter((b) => b.trim() !== ''))];
}

/** /models?body=<body name lower-cased and hyphenated>. */
export function bodyHref(body: string): string {
  return `/models?body=${bodySlug(body)}`;
}

/** The picture shown for a model, with a size to reserve when models.json gives none. */
export function modelImage(model: Model): { url: string; width: number; height: number } | null {
  const url = model.image?.url || model.cloudfront_new_image_url || model.thumb;
  if (!url) return null;
  return { url, width: model.image?.width ?? 400, height: model.image?.height ?? 225 };
}
