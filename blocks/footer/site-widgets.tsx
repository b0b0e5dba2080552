// Mounted by the footer on every page (shell): records the page view of each address, and loads
// the widgets chunk (text-us popup, chat, third-party scripts) when it is first needed: on the
// visitor's first interaction, or shortly before the text-us popup is due (3 s after load). The
// analytics, tag manager and pixel scripts start only on an interaction, chat scripts when chat
// is opened (spec budgets: no third-party script before interaction); the popup opens on time.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ShellModel } from '../../runtime/lib/shell-collections';
import type { PublicSite } from '../../runtime/lib/public-site';
import { pageViewEvent } from '../../runtime/lib/page-view-event';
import { normaliseSearchPath } from '../../runtime/lib/search/search-paths';
import { trackEvent } from '../../runtime/data/events';
import { WIDGET_POPUP_DELAY_MS } from '../../runtime/lib/widgets';

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** How long before the popup is due its code is fetched. */
const WIDGETS_LEAD_MS = 800;

export function SiteWidgets({ site, models }: { site: PublicSite; models: readonly ShellModel[] }) {
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
    const loadedAt = performance.now();
    const popupAt = loadedAt + WIDGET_POPUP_DELAY_MS;
    const load = (thirdParty: boolean) =>
      import('./widgets').then(
        (m) => Promise.all([m.startWidgets(site, { popupAt }), thirdParty ? m.startThirdPartyScripts() : undefined]),
        (error: unknown) => console.warn('Widgets not loaded', error),
      );
    // Third-party scripts wait for an interaction; the popup's timer loads the widgets only.
    const interacted = () => {
      stop();
      void load(true);
    };
    const stop = () => {
      clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, { once: true, passive: true });
    const timer = setTimeout(() => void load(false), Math.max(0, WIDGET_POPUP_DELAY_MS - WIDGETS_LEAD_MS));
    return stop;
  }, [site]);
  return null;
}
