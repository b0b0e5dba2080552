// The locale registry as the browser build has it (build/site-locale.ts puts it in index.ts's
// place): the site's own module only, which the server writes into the boot data (BootData.locale).
// A browser holds one site and every caller passes that site's locale, so the other modules stay
// on the server and out of the shell chunk. The same exports as index.ts, typed from it.
import type * as Registry from './index';
import type { LocaleModule } from './locale';

export type { LocaleModule, SiteLocale } from './index';

/** The inline boot script's global (runtime/app/boot-data.ts BOOT_GLOBAL; runtime/lib does not import the app). */
const BOOT_GLOBAL = '__BOOT__';

/**
 * The module the server resolved for the site (an unknown or missing locale already reads as en-AU
 * there). The boot script runs before any module script, so it is there when this module loads.
 */
const site = (globalThis as unknown as Record<string, { locale?: LocaleModule } | undefined>)[BOOT_GLOBAL]?.locale;
if (!site) throw new Error(`The page's boot data (window.${BOOT_GLOBAL}) has no locale module`);

/** The site's module, whatever id is asked for: the browser knows no other locale. */
export const localeOf: typeof Registry.localeOf = () => site;

/** The site's locale alone. */
export const LOCALE_IDS: typeof Registry.LOCALE_IDS = [site.id as Registry.SiteLocale];
