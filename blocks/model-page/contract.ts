import { defineBlock, notFound, redirect } from '../contract';
import { modelCardData } from '../../runtime/lib/model-cards';
import { shownOffers, offerModel } from '../../runtime/lib/offers';
import { offerCardData } from '../../runtime/lib/offer-cards';
import { defaultSearchPath } from '../../runtime/lib/search/search-paths';
import type { ModelPageProps } from './props';
import { withHead } from '../../runtime/lib/item-head';
import { itemHead } from '../../runtime/lib/item-head-text';
import { modelHref } from '../../runtime/lib/model-cards';
import schema from './props.schema.json';

export default defineBlock({
  schema,
  params: { modelSlug: 'models' },
  async load(_props: ModelPageProps, { site, collections, params }) {
    const model = collections.models.find((m) => m.slug === params.modelSlug);
    if (!model) return notFound();
    if (model.override_url && model.override_url !== `/${model.slug}`) return redirect(model.override_url);
    const offers = shownOffers(collections.offers, site).filter((o) => offerModel(o, collections.models)?.id === model.id);
    const fallback = `Explore the ${model.name} at ${site.name}: offers and stock.`;
    return withHead(
      {
        model: { ...modelCardData(model), description: model.description ?? '', fuel: model.fuel ?? '', variant: model.variant ?? '' },
        stockHref: `${defaultSearchPath(site)}?q=${encodeURIComponent(model.name)}`,
        offers: offers.map((o) => offerCardData(o, site, collections.models)),
      },
      itemHead({ name: model.name, text: model.description, fallback, path: modelHref(model) }, site.name),
    );
  },
  label: 'Model',
  description: 'One model, picked by the page address: picture, price and links.',
});
