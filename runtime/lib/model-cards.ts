// Model list data (spec section 2 "Models"): body tabs in models.json order with plural names,
// the models of the chosen body (?body=), each as a card shows it.
import type { Model } from '../../schemas/types/model';
import { bodySlug, modelsOfBody } from './body-slug';
import { pluralBodyName } from './vehicle-names';

export interface ModelCardData {
  id: string | number;
  name: string;
  href: string;
  image?: { url: string; width: number; height: number };
  priceFrom?: number;
  body: string;
}

interface BodyTab {
  label: string;
  slug: string;
  href: string;
}

export interface ModelListData {
  bodies: BodyTab[];
  /** The ?body= slug shown, or "" for every model. */
  body: string;
  models: ModelCardData[];
}

export function modelHref(model: Pick<Model, 'override_url' | 'slug'>): string {
  return model.override_url || `/${model.slug}`;
}

export function modelCardData(model: Model): ModelCardData {
  const url = model.image?.url || model.cloudfront_new_image_url || model.thumb;
  return {
    id: model.id,
    name: model.name,
    href: modelHref(model),
    ...(url ? { image: { url, width: model.image?.width ?? 400, height: model.image?.height ?? 225 } } : {}),
    ...(typeof model.price_from === 'number' ? { priceFrom: model.price_from } : {}),
    body: model.manufacturer_body,
  };
}

function bodyTabs(models: readonly Model[]): BodyTab[] {
  const seen = new Map<string, BodyTab>();
  for (const m of models) {
    const slug = bodySlug(m.manufacturer_body);
    if (slug && !seen.has(slug)) seen.set(slug, { label: pluralBodyName(m.manufacturer_body), slug, href: `/models?body=${slug}` });
  }
  return [...seen.values()];
}

/** null when ?body= names no body of the site's models. */
export function modelListData(models: readonly Model[], search: string): ModelListData | null {
  const body = new URLSearchParams(search).get('body')?.trim().toLowerCase() ?? '';
  const bodies = bodyTabs(models);
  if (body && !bodies.some((b) => b.slug === body)) return null;
  return { bodies, body, models: modelsOfBody(models, body).map(modelCardData) };
}
