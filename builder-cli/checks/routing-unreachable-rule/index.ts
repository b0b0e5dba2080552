import { docsOf, type Check } from '../check';
import { readLocations, readRoutingRules } from '../routing-rules';
import { shadowedRules } from '../../../runtime/lib/lead-routing/rule-coverage';

const check: Check = {
  meta: {
    code: 'routing-unreachable-rule',
    severity: 'warning',
    description: 'A lead-routing.json rule can never match: an earlier rule (or the default) takes every lead it would.',
    docs: docsOf('routing-unreachable-rule'),
  },
  run({ sources, report }) {
    const routing = readRoutingRules(sources);
    if (routing === null) return; // no lead-routing.json, or the loader reports why it has no rules
    const { doc, rules } = routing;
    const locations = readLocations(sources);
    const idOf = (v: string | number) => String(locations.find((l) => l.slug === v)?.id ?? v);
    for (const { index, coveredBy } of shadowedRules(rules, idOf)) {
      const earlier = rules[coveredBy]!;
      report({
        locate: doc.locate,
        pointer: `/rules/${index}`,
        message: `rule "${rules[index]!.id}" can never match: ${earlier.default ? 'the default rule' : `rule "${earlier.id}"`} before it takes every lead it would; move it up or narrow the earlier rule`,
      });
    }
  },
};
export default check;
