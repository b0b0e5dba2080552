import { docsOf, type Check } from '../check';

const check: Check = {
  meta: {
    code: 'lead-delivery',
    severity: 'warning',
    description: 'site.json has no `leadDelivery`: leads are stored but reach no dealer system.',
    docs: docsOf('lead-delivery'),
  },
  run({ site, sources, report }) {
    // lead-routing.json routes the leads instead (its own checks look at its destinations).
    if (sources.leadRouting) return;
    const delivery = (site as { leadDelivery?: unknown }).leadDelivery;
    if (Array.isArray(delivery) && delivery.length > 0) return;
    report({
      locate: sources.site.locate,
      pointer: '/leadDelivery',
      message: 'leads are not delivered anywhere: add a leadDelivery destination (a webhook or an ADF endpoint) to site.json',
    });
  },
};
export default check;
