// Whether a site's pages add scripts after load (its third-party widgets, the interactive map):
// such scripts carry the page's CSP nonce (runtime/ui/page-script.ts), so every response of such
// a page needs a nonce of its own, also when it comes from the render cache.
import type { Site } from '../../schemas/types/site';
import { mapKey } from './interactive-map';
import { thirdPartyScripts } from './widgets';

export function addsScriptsAfterLoad(site: Pick<Site, 'widgets' | 'address'>): boolean {
  return thirdPartyScripts(site.widgets).length > 0 || mapKey(site) !== undefined;
}
