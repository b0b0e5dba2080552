import { createContext, useContext, type ReactNode } from 'react';
import type { PublicSite } from '../lib/public-site';

const SiteContext = createContext<PublicSite | null>(null);

export function SiteProvider({ site, children }: { site: PublicSite; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The current tenant's public site config. */
export function useSite(): PublicSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteProvider>');
  return site;
}
