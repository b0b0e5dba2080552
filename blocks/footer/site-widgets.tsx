// Mounted by the footer on every page (shell): records the page view of each address and, once
// the page is interactive, loads the widgets chunk (text-us popup, chat, third-party scripts),
// which never counts towards a first visit's script budget.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Model } from '../../schemas/types/model';
import type { PublicSite } from '../../runtime/lib/public-site';
import { pageViewEvent } from '../../runtime/lib/page-view-event';
import { normaliseSearchPath } from '../../runtime/lib/search/search-paths';
import { trackEvent } from '../../runtime/data/events';

export function SiteWidgets({ site, models }: { site: PublicSite; models: readonly Model[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const id = pageViewEvent(pathname, {
      basePath: site.vehicles.basePath,
      searchPath: normaliseSearchPath(site.default_search_path),
      modelSlugs: models.map((m) => m.slug),
    });
    trackEvent(id, { path: pathname }, 'PageView');
  }, [pathname, site, models]);

  useEffect(() => {
    const start = () =>
      void import('./widgets').then(
        (m) => m.startWidgets(site),
        (error: unknown) => console.warn('Widgets not loaded', error),
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [site]);
  return null;
}
