// Leaves the locale registry out of the browser build. Every locale module is data the server reads
// (runtime/lib/locales/<id>.ts), but the browser needs its own site's only, and the registry
// (locales.gen.ts) imports them all: through the header's words, all of them sat in the shell chunk
// every first visit loads. In the browser build runtime/lib/locales/index.ts becomes browser.ts,
// which reads the site's module from the boot data the server writes (BootData.locale). The build
// fails if a browser module reaches a locale module another way, so the cut cannot be undone silently.
import type { Plugin } from 'vite';

const REGISTRY = /\/runtime\/lib\/locales\/index\.ts$/;

/** A module of runtime/lib/locales/ the browser must not load: the registry and every locale module. */
export function isServerOnlyLocaleModule(id: string): boolean {
  const file = /\/runtime\/lib\/locales\/([^/]+)\.ts$/.exec(id)?.[1];
  return file !== undefined && !['index', 'browser', 'locale'].includes(file);
}

export function siteLocale(): Plugin {
  return {
    name: 'site-locale',
    enforce: 'pre',
    apply: 'build',
    load(id, options) {
      return !options?.ssr && REGISTRY.test(id) ? "export * from './browser.ts';" : null;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const reached = Object.keys(chunk.modules).find(isServerOnlyLocaleModule);
        if (reached)
          this.error(
            `${chunk.fileName} carries ${reached.replace(/^.*\/runtime\//, 'runtime/')}: browser code reads a locale through localeOf(site.locale) (runtime/lib/locales/index.ts), which the browser build answers from the boot data`,
          );
      }
    },
  };
}
