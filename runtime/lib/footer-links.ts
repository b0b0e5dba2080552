// The links a footer column shows (spec section 2 footer): its own links, or generated from
// models.json ("models": one per model, "body-types": one per body type). The footer block
// renders them; builder-cli's empty-footer-column check warns when a column would show none.
import type { Model } from '../../schemas/types/model';
import type { FooterGroup, NavLink } from '../../schemas/types/site';
import { bodyHref, bodyTypes } from './model-links';
import { modelHref } from './model-cards';

export function footerGroupLinks(group: FooterGroup, models: readonly Pick<Model, 'name' | 'slug' | 'override_url' | 'manufacturer_body'>[]): NavLink[] {
  if (group.menu === 'body-types') return bodyTypes(models).map((body) => ({ label: body, href: bodyHref(body) }));
  if (group.menu === 'models') return models.map((model) => ({ label: model.name, href: modelHref(model) }));
  return group.links ?? [];
}
