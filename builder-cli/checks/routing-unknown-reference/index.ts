import { docsOf, type Check } from '../check';
import { readLocations, readRoutingRules } from '../routing-rules';
import { categorySlug } from '../../../runtime/lib/lead-routing/route-lead';

/** The spec's enquiry types; a form's own category counts too. */
const ENQUIRY_TYPES = ['General', 'Service', 'Parts', 'New Vehicle', 'Used Vehicle', 'Fleet', 'Finance', 'Careers', 'Sell My Car'];

const check: Check = {
  meta: {
    code: 'routing-unknown-reference',
    severity: 'error',
    description: 'A lead-routing.json rule names a location, category or form the tenant does not have, so it never matches as meant.',
    docs: docsOf('routing-unknown-reference'),
  },
  run({ sources, report }) {
    const routing = readRoutingRules(sources);
    if (routing === null) return; // no lead-routing.json, or the loader reports why it has no rules
    const { doc, rules } = routing;
    const locations = readLocations(sources);
    const locationNames = new Set(locations.flatMap((l) => [String(l.id), l.slug]));
    const categories = new Set(
      [...ENQUIRY_TYPES, ...[...sources.forms.values()].map((f) => String((f.data as { category?: unknown }).category ?? ''))].map(categorySlug),
    );
    const forms = new Set(sources.forms.keys());
    rules.forEach((rule, i) => {
      for (const key of ['location', 'car_location'] as const) {
        (rule.when?.[key] ?? []).forEach((value, j) => {
          if (locationNames.has(String(value))) return;
          report({
            locate: doc.locate,
            pointer: `/rules/${i}/when/${key}/${j}`,
            message: `no location has the id or slug ${JSON.stringify(value)} in locations.json (known: ${[...locations.map((l) => l.slug)].join(', ') || 'none'})`,
          });
        });
      }
      (rule.when?.category ?? []).forEach((value, j) => {
        if (categories.has(categorySlug(value))) return;
        report({
          locate: doc.locate,
          pointer: `/rules/${i}/when/category/${j}`,
          message: `no enquiry category "${value}": use an enquiry type (${ENQUIRY_TYPES.join(', ')}) or a form's category`,
        });
      });
      (rule.when?.form ?? []).forEach((value, j) => {
        if (forms.has(value)) return;
        report({
          locate: doc.locate,
          pointer: `/rules/${i}/when/form/${j}`,
          message: `no form "${value}" in forms/ (known: ${[...forms].join(', ') || 'none'})`,
        });
      });
    });
  },
};
export default check;
