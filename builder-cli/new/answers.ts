// Checks the answers to `builder-cli new` (from flags or prompts): one message per bad answer.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normaliseDomain } from '../checks/project-index';
import { LOCALES, TEMPLATES } from './scaffold';

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const DOMAIN = /^[a-z0-9.-]+(:[0-9]+)?$/;

export type Validator = (value: string) => string | true;

export function validators(
  root: string,
  domainOwners: ReadonlyMap<string, readonly string[]>,
): Record<'slug' | 'template' | 'name' | 'locale' | 'state' | 'manufacturer' | 'dealerships' | 'domain', Validator> {
  return {
    slug: (v) =>
      !SLUG.test(v)
        ? 'a slug is lower-case letters, digits and hyphens, starting with a letter or digit'
        : existsSync(path.join(root, v))
          ? `tenants/${v} already exists`
          : true,
    template: (v) => ((TEMPLATES as readonly string[]).includes(v) ? true : `template must be one of ${TEMPLATES.join(', ')}`),
    name: (v) => (v.trim() ? true : 'the dealer needs a name'),
    locale: (v) => ((LOCALES as readonly string[]).includes(v) ? true : `locale must be one of ${LOCALES.join(', ')}`),
    state: (v) => (v.trim() ? true : 'the state (or region) is needed for the compliance checks'),
    manufacturer: (v) => (v === v.toLowerCase() ? true : 'manufacturer is lower case (e.g. hyundai)'),
    dealerships: (v) => (/^[1-9][0-9]?$/.test(v) ? true : 'dealerships is a whole number from 1 to 99'),
    domain: (v) => {
      if (!DOMAIN.test(v)) return 'a domain is a lower-case host name such as www.acme-motors.com.au';
      const owners = domainOwners.get(normaliseDomain(v));
      return owners?.length ? `domain ${v} is already claimed by tenants/${owners.join(', tenants/')}` : true;
    },
  };
}
