import { toPointer } from '../../../server/tenants/json-document';
import { docsOf, type Check } from '../check';
import { normaliseDomain } from '../project-index';

const check: Check = {
  meta: {
    code: 'duplicate-domain',
    severity: 'error',
    description: 'A domain in site.json `domains` is also claimed by another tenant (or twice by this one).',
    docs: docsOf('duplicate-domain'),
  },
  run({ slug, site, sources, project, report }) {
    const seen = new Set<string>();
    (site.domains ?? []).forEach((domain, i) => {
      if (typeof domain !== 'string') return;
      const key = normaliseDomain(domain);
      const pointer = toPointer(['domains', i]);
      if (seen.has(key)) {
        report({ locate: sources.site.locate, pointer, message: `domain "${domain}" is listed twice` });
        return;
      }
      seen.add(key);
      const others = (project.domainOwners.get(key) ?? []).filter((s) => s !== slug);
      if (others.length)
        report({ locate: sources.site.locate, pointer, message: `domain "${domain}" is also claimed by ${others.map((s) => `tenants/${s}`).join(', ')}` });
    });
  },
};
export default check;
