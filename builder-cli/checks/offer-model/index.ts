import { hintFor } from '../../../runtime/lib/text/did-you-mean';
import { toPointer } from '../../../server/tenants/json-document';
import { docsOf, type Check } from '../check';

const check: Check = {
  meta: {
    code: 'offer-model',
    severity: 'warning',
    description: 'An offer in offers.json names a model that models.json does not have.',
    docs: docsOf('offer-model'),
  },
  run({ sources, report }) {
    const offers = sources.collections.offers;
    const list = (offers?.data as { offers?: unknown } | undefined)?.offers;
    if (!offers || !Array.isArray(list)) return;
    const models = (sources.collections.models?.data as { models?: { name?: unknown; slug?: unknown }[] } | undefined)?.models ?? [];
    const names = models.flatMap((m) => [m.name, m.slug]).filter((n): n is string => typeof n === 'string');
    const known = new Set(names.map((n) => n.toLowerCase()));
    list.forEach((offer: { model?: unknown }, i) => {
      if (typeof offer?.model !== 'string' || offer.model === '' || known.has(offer.model.toLowerCase())) return;
      const hint = hintFor(
        offer.model,
        models.map((m) => m.name).filter((n): n is string => typeof n === 'string'),
      );
      const message = models.length
        ? `offer for model "${offer.model}", which models.json does not have`
        : `offer for model "${offer.model}", but the tenant has no models.json`;
      report({ locate: offers.locate, pointer: toPointer(['offers', i, 'model']), message, ...(hint ? { suggestions: [{ message: hint }] } : {}) });
    });
  },
};
export default check;
