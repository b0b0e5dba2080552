import type { DehydratedState } from '@tanstack/react-query';
import type { LocaleModule } from '../lib/locales';
import type { PublicSite } from '../lib/public-site';
import type { ClientRouteEntry } from '../lib/route-table';
import { scriptJson } from '../lib/text/script-json';

/** Stylesheets and the client entry, from Vite's manifest (production) or the dev server. */
export interface Assets {
  css: string[];
  /**
   * The stylesheets are inline: the server writes each file's text in a `<style data-href>` in the
   * head (production), so the first paint waits on the document alone, not on a request per file.
   */
  inlineCss?: boolean;
  /** Lazy route chunks the page renders, preloaded so hydration does not wait on a waterfall. */
  preload?: string[];
  /** Inline module scripts for the dev server (Vite client, React refresh preamble). */
  devScripts?: string[];
}

/** Everything the browser needs to hydrate what the server rendered. */
export interface BootData {
  site: PublicSite;
  /** The tenant's route table as the browser needs it; the browser router is built from it. */
  routes: readonly ClientRouteEntry[];
  /**
   * The site's locale module, as the server resolved it: the browser's whole locale registry
   * (runtime/lib/locales/browser.ts), so the other locales stay out of the shell chunk.
   */
  locale: LocaleModule;
  /** The entry the server resolved this page to, and the status it answered with. */
  route: { id: string; status: number };
  dehydrated: DehydratedState;
  assets: Assets;
  /** Code-split parts to load before hydrating (runtime/app/lazy-parts.ts keys). */
  lazy: string[];
  /** The tenant theme's :root custom properties, computed on the server (runtime/lib/theme-css.ts). */
  themeCss: string;
  /** The server's render clock (ms), for hydration-safe time-dependent text (runtime/data/render-clock.tsx). */
  renderedAt: number;
  /** 'mock' when the server runs with LEADS_MODE=mock: the lead client posts to /mock/leads. */
  leadsMode?: 'mock';
}

export const BOOT_GLOBAL = '__BOOT__';

/** Serialises boot data for an inline script, safe against `</script>` in tenant text. */
export function serializeBoot(data: BootData): string {
  const { site, routes, locale, ...page } = data;
  // The same text as scriptJson(data) (site, routes and locale are its first keys), with the
  // tenant's part written once per site, route table and locale rather than on every render.
  return `window.${BOOT_GLOBAL}={"site":${jsonOnce(site)},"routes":${jsonOnce(routes)},"locale":${jsonOnce(locale)},${scriptJson(page).slice(1)}`;
}

/** scriptJson of an object that does not change once built (a tenant version's site, its route table, a locale module). */
const written = new WeakMap<object, string>();
function jsonOnce(value: object): string {
  let json = written.get(value);
  if (json === undefined) {
    json = scriptJson(value);
    written.set(value, json);
  }
  return json;
}
