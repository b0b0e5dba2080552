import { toPointer } from '../../../server/tenants/json-document';
import { footerGroupLinks } from '../../../runtime/lib/footer-links';
import { docsOf, type Check } from '../check';
import { modelsOf, ownPlace } from '../collections';

const check: Check = {
  meta: {
    code: 'empty-footer-column',
    severity: 'warning',
    description: 'A footer column that shows no links: its own list is empty, or it is filled from models.json ("models", "body-types") and there are none.',
    docs: docsOf('empty-footer-column'),
  },
  run({ sources, site, dir, slug, report }) {
    const models = modelsOf(sources);
    site.navigation.footer.forEach((group, i) => {
      if (footerGroupLinks(group, models).length > 0) return;
      const pointer = toPointer(['navigation', 'footer', i]);
      if (!group.menu) {
        report({ locate: sources.site.locate, pointer, message: `the footer column "${group.title}" has no links: add some to its "links", or remove it` });
        return;
      }
      const what = group.menu === 'models' ? 'models' : 'models with a manufacturer_body';
      report({
        ...ownPlace(sources, dir, 'models', sources.site.locate, `${pointer}/menu`),
        message: `the footer column "${group.title}" lists ${group.menu === 'models' ? 'models' : 'body types'} from models.json, but the site has no ${what}: add them to tenants/${slug}/models.json, or remove the column`,
      });
    });
  },
};
export default check;
