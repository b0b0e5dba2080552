import { toPointer } from '../../../server/tenants/json-document';
import { docsOf, type Check } from '../check';
import { collectionEntries, ownPlace, type CollectionName } from '../collections';

/**
 * Blocks that list a collection, and the collection each lists. review-list is not one: with no
 * reviews it renders nothing (it sits on location and contact pages beside other content).
 */
const LISTING_BLOCKS: Readonly<Record<string, CollectionName>> = {
  'model-list': 'models',
  'offer-list': 'offers',
  'location-list': 'locations',
};

const check: Check = {
  meta: {
    code: 'empty-collection',
    severity: 'warning',
    description:
      'A page block or a header menu that lists a collection (models, offers, locations) the site has none of: the visitor gets an empty page or menu.',
    docs: docsOf('empty-collection'),
  },
  run({ sources, site, dir, slug, report }) {
    const empty = (name: CollectionName) => collectionEntries(sources, name).length === 0;
    const add = (name: CollectionName) => `add them to tenants/${slug}/${name}.json`;
    for (const [id, doc] of sources.pages) {
      const data = doc.data as { path?: unknown; blocks?: unknown };
      if (!Array.isArray(data.blocks)) continue;
      data.blocks.forEach((block: { type?: unknown }, i) => {
        const name = typeof block?.type === 'string' ? LISTING_BLOCKS[block.type] : undefined;
        if (!name || !empty(name)) return;
        const shown = typeof data.path === 'string' ? `page ${data.path}` : `pages/${id}.json`;
        report({
          ...ownPlace(sources, dir, name, doc.locate, toPointer(['blocks', i, 'type'])),
          message: `${shown} (pages/${id}.json) lists ${name} (${String(block.type)} block), but the site has no ${name}: ${add(name)}, or remove the block`,
        });
      });
    }
    if (empty('models'))
      site.navigation.header.forEach((item, i) => {
        if (item.menu !== 'models') return;
        report({
          ...ownPlace(sources, dir, 'models', sources.site.locate, toPointer(['navigation', 'header', i, 'menu'])),
          message: `the header menu "${item.label}" shows the models mega-menu, but the site has no models: ${add('models')}, or remove its "menu"`,
        });
      });
  },
};
export default check;
