// Model links shared by the header mega-menu and the footer (spec section 2 routes /models and /{model-slug}).
import type { Model } from '../../schemas/types/model';

/** A model's page: its override address when set, else /<slug>. */
export { modelHref } from '../lib/model-cards';

/** Body types and their links: rules in runtime/lib/model-links.ts (the footer's columns use them too). */
export { bodyHref, bodyTypes } from '../lib/model-links';

/** The picture shown for a model, with a size to reserve when models.json gives none. */
export function modelImage(model: Pick<Model, 'image' | 'cloudfront_new_image_url' | 'thumb'>): { url: string; width: number; height: number } | null {
  const url = model.image?.url || model.cloudfront_new_image_url || model.thumb;
  if (!url) return null;
  return { url, width: model.image?.width ?? 400, height: model.image?.height ?? 225 };
}
