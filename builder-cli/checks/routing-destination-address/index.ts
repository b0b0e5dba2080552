import { docsOf, type Check } from '../check';
import { readRoutingRules } from '../routing-rules';
import type { RoutingDestination } from '../../../schemas/types/lead-routing';

/** What is wrong with a destination's address, or null when it has a usable one. */
function addressProblem(d: RoutingDestination): string | null {
  if (d.kind === 'email') return d.to?.length ? null : 'an email destination with no address: give it "to": ["sales@example.com"]';
  if (!d.url?.trim()) return `a ${d.kind} destination with no address: give it "url"`;
  if (!/^https?:\/\/[^/\s]+/i.test(d.url.trim())) return `a ${d.kind} destination's url "${d.url}" is not an http(s) address`;
  return null;
}

const check: Check = {
  meta: {
    code: 'routing-destination-address',
    severity: 'error',
    description: 'A lead-routing.json destination has no address (a webhook or ADF without url, an email without recipients): its leads would go nowhere.',
    docs: docsOf('routing-destination-address'),
  },
  run({ sources, report }) {
    const routing = readRoutingRules(sources);
    if (routing === null) return; // no lead-routing.json, or the loader reports why it has no rules
    const { doc, rules } = routing;
    rules.forEach((rule, i) =>
      (rule.destinations ?? []).forEach((d, j) => {
        const problem = addressProblem(d);
        if (problem) report({ locate: doc.locate, pointer: `/rules/${i}/destinations/${j}`, message: `rule "${rule.id}": ${problem}` });
      }),
    );
  },
};
export default check;
