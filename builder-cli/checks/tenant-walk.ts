// One walk over a tenant's merged documents, shared by every check that reads their strings or
// objects (links, images, prices): each document is visited once per tenant, not once per check.
import type { Locator } from '../../server/tenants/ajv-problems';
import type { TenantSources } from '../../server/tenants/tenant';
import { getContract } from '../../blocks/registry';
import { pointerSegments } from '../../server/tenants/json-document';
import { imagesIn, isImageKey, takesSize, type ImageAt } from './images';
import { linksIn, type LinkAt } from './links';
import { isUnder, visitValue, type Visited } from './walk';

interface TextAt {
  pointer: string;
  value: string;
  locate: Locator;
}

export interface TenantWalk {
  /** Every link: navigation, layout, buttons, then page blocks (<a> in HTML included). */
  readonly links: readonly LinkAt[];
  /** Every picture: site, page block props, then models. */
  readonly images: readonly ImageAt[];
  /** Every string of page blocks, then of offers: where prices are shown. */
  readonly pageAndOfferTexts: readonly TextAt[];
}

const within = (found: Visited, prefix: string): Visited => ({
  strings: found.strings.filter((s) => isUnder(s.pointer, prefix)),
  objects: found.objects.filter((o) => isUnder(o.pointer, prefix)),
});

function walkTenant(sources: TenantSources): TenantWalk {
  const links: LinkAt[] = [];
  const images: ImageAt[] = [];
  const texts: TextAt[] = [];

  const site = visitValue(sources.site.data);
  const siteLocate = sources.site.locate;
  linksIn(within(site, '/navigation').strings, siteLocate, links);
  linksIn(within(site, '/layout').strings, siteLocate, links);
  imagesIn(site, siteLocate, images, isImageKey);

  if (sources.buttons) linksIn(visitValue((sources.buttons.data as { buttons?: unknown }).buttons, '/buttons').strings, sources.buttons.locate, links);

  for (const [id, doc] of sources.pages) {
    const blocks = (doc.data as { blocks?: unknown }).blocks;
    // Block by block, so each block's props are picked out of its own (small) walk.
    const parts = Array.isArray(blocks) ? blocks.map((b, i) => visitValue(b, `/blocks/${i}`)) : [visitValue(blocks, '/blocks')];
    for (const found of parts) {
      linksIn(found.strings, doc.locate, links, id);
      for (const s of found.strings) texts.push({ pointer: s.pointer, value: s.value, locate: doc.locate });
    }
    if (!Array.isArray(blocks)) continue;
    blocks.forEach((b: { type?: unknown; props?: unknown }, i) => {
      // The image block's props are the image itself.
      const schema = typeof b?.type === 'string' ? getContract(b.type)?.schema : undefined;
      const propsAt = `/blocks/${i}/props`;
      imagesIn(
        within(parts[i]!, propsAt),
        doc.locate,
        images,
        (key, o) => isImageKey(key) || (b?.type === 'image' && o === b.props),
        (pointer) => !schema || takesSize(schema, pointerSegments(pointer.slice(propsAt.length))),
      );
    });
  }

  const models = sources.collections.models;
  if (models) imagesIn(visitValue((models.data as { models?: unknown }).models, '/models'), models.locate, images, isImageKey);
  const offers = sources.collections.offers;
  if (offers) {
    for (const s of visitValue((offers.data as { offers?: unknown }).offers, '/offers').strings)
      texts.push({ pointer: s.pointer, value: s.value, locate: offers.locate });
  }
  return { links, images, pageAndOfferTexts: texts };
}

/** The tenant's walk, made when a check first reads it. */
export function lazyTenantWalk(sources: TenantSources): TenantWalk {
  let walked: TenantWalk | undefined;
  const get = () => (walked ??= walkTenant(sources));
  return {
    get links() {
      return get().links;
    },
    get images() {
      return get().images;
    },
    get pageAndOfferTexts() {
      return get().pageAndOfferTexts;
    },
  };
}
