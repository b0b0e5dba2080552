// The site's locale module: everything that differs by locale reads it here (docs/adding-a-locale.md).
import { LOCALES, type SiteLocale } from './locales.gen';
import type { LocaleModule } from './locale';

export type { LocaleModule, SiteLocale };

/** The locales a site may name, sorted (the site schema's enum is generated from the same modules). */
export const LOCALE_IDS = Object.keys(LOCALES) as SiteLocale[];

/** The fallback of a site without a known locale. */
const DEFAULT_LOCALE: SiteLocale = 'en-AU';

function isSiteLocale(id: unknown): id is SiteLocale {
  return typeof id === 'string' && Object.hasOwn(LOCALES, id);
}

/** The module of a site's locale; an unknown or missing locale reads as en-AU. */
export function localeOf(id: string | undefined): LocaleModule {
  return isSiteLocale(id) ? LOCALES[id] : LOCALES[DEFAULT_LOCALE];
}
