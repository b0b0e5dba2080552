// Leaves TanStack Query's mutation and infinite-query machinery out of the browser build. The
// browser only reads queries (useQuery, useSuspenseQuery, hydrate); nothing mutates through Query
// and nothing pages through an infinite query. Yet QueryClient always builds a MutationCache, whose
// module imports the Mutation class, and Query.fetch names the infinite-query behaviour: neither
// can be tree-shaken, so every first visit carried them unused (about 1.4 KiB gzip; decisions:
// "Shell and first paint (session 12, perf)"). In the browser build those two modules become the
// stand-ins below, which throw if they are ever reached; the build fails if a browser module starts
// using a mutation or infinite-query observer, so the cut cannot break a feature silently.
import type { Plugin } from 'vite';

const QUERY_CORE = /\/node_modules\/@tanstack\/query-core\/build\/modern\/([\w]+)\.js$/;
const STAND_IN = '\0query-trim:';

/** What each trimmed module becomes: its exports, each failing loudly if called. */
export const STAND_INS: Record<string, string> = {
  'mutation.js': [
    'const left = () => { throw new Error("Mutations are left out of the browser build (build/query-trim.ts)"); };',
    'export class Mutation { constructor() { left(); } }',
    'export function getDefaultState() { return left(); }',
  ].join('\n'),
  'infiniteQueryBehavior.js': [
    'const left = () => { throw new Error("Infinite queries are left out of the browser build (build/query-trim.ts)"); };',
    'export function infiniteQueryBehavior() { return left(); }',
    'export function hasNextPage() { return left(); }',
    'export function hasPreviousPage() { return left(); }',
  ].join('\n'),
};

/** The observers whose use means the browser does need a trimmed module. */
export const NEEDS_TRIMMED = /\/@tanstack\/query-core\/build\/modern\/(mutationObserver|infiniteQueryObserver)\.js$/;

/** The stand-in for an import of query-core's own `source` from `importer`, or null for any other import. */
export function standInFor(source: string, importer: string | undefined): string | null {
  if (!importer || !QUERY_CORE.test(importer)) return null;
  const file = source.replace(/^\.\//, '');
  return source.startsWith('./') && Object.hasOwn(STAND_INS, file) ? file : null;
}

export function queryTrim(): Plugin {
  return {
    name: 'query-trim',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      if (options?.ssr) return null;
      const file = standInFor(source, importer);
      return file ? STAND_IN + file : null;
    },
    load(id) {
      return id.startsWith(STAND_IN) ? STAND_INS[id.slice(STAND_IN.length)]! : null;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const used = Object.entries(chunk.modules).find(([id, m]) => NEEDS_TRIMMED.test(id) && m.renderedLength > 0);
        if (used)
          this.error(
            `${chunk.fileName} uses ${used[0].replace(/^.*\//, '')}: mutations or infinite queries now run in the browser, so remove build/query-trim.ts from vite.config.ts`,
          );
      }
    },
  };
}
