import type { Site } from '../../schemas/types/site';

/** What the browser may know about a site: the merged config minus third-party secrets and authoring keys. */
export type PublicSite = Omit<Site, '$schema' | 'extends' | 'widgets'> & {
  /** Primary domain (first of `domains`), used for canonical URLs. */
  primaryDomain: string;
};

export function toPublicSite(site: Site): PublicSite {
  const { $schema: _schema, extends: _extends, widgets: _widgets, ...rest } = site;
  return { ...rest, primaryDomain: site.domains[0] ?? `${site.slug}.localhost` };
}
