import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { pureRouter } from './build/pure-router.ts';
import { queryTrim } from './build/query-trim.ts';
import { siteLocale } from './build/site-locale.ts';

/**
 * The browser never validates block props (the server did at load), so block prop schemas are
 * empty objects in the client build; the single registry line keeps its schema for the server.
 * Nor does it run a block's `load`: a component imports its contract only for the type
 * useBlockData(contract) reads, so in the client build a contract is an empty object.
 */
function serverOnlyBlockSchemas(): Plugin {
  return {
    name: 'server-only-block-schemas',
    enforce: 'pre',
    // The browser bundle only: tests in a browser-like environment read the real schemas.
    apply: 'build',
    load(id, options) {
      if (!options?.ssr && /\/blocks\/[^/]+\/props\.schema\.json$/.test(id)) return '{}';
      if (!options?.ssr && /\/blocks\/[^/]+\/contract\.ts$/.test(id)) return 'export default {};';
      return null;
    },
  };
}

/**
 * The shell chunk: every module the client entry reaches through static imports, i.e. what every
 * page needs before hydration. Everything reached only through dynamic imports (screens, blocks,
 * forms, the search client) stays in its own chunks. Worked out from the module graph once it is
 * built, so the split never goes stale as files move.
 */
const shellModules = new Set<string>();
function shellReach(): Plugin {
  return {
    name: 'shell-reach',
    apply: 'build',
    buildEnd() {
      shellModules.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith('/runtime/entry-client.tsx'));
      const stack = entry ? [entry] : [];
      while (stack.length) {
        const id = stack.pop()!;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * Two builds from one config: the browser bundle (`vite build`, dist/client) and the server
 * bundle (`vite build --ssr`, dist/server) that `npm start` and the integration and e2e suites
 * run with plain node. Dependencies stay external in the server bundle (node_modules is there).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), serverOnlyBlockSchemas(), pureRouter(), queryTrim(), siteLocale(), shellReach(), ...(isSsrBuild ? [] : [precompress()])],
  // react-router's package exports name only its development build; both bundles take the
  // production build it also ships (same API, no dev-only warnings): ~4 KiB less on every first
  // visit, and less work per server render. The server bundle carries it (node could not import
  // that file by a package path), so the server runs one copy of it.
  resolve: {
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }],
  },
  ...(isSsrBuild ? { ssr: { noExternal: ['react-router'] } } : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: {
          input: { server: 'server/server.ts', start: 'server/start.ts' },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        // A code-split part's stylesheets load with it; its shared JavaScript is found by the
        // browser as it imports (the server already preloads every chunk of the first page), so
        // the shell does not carry a dependency list for every block and screen.
        modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter((d) => d.endsWith('.css')) },
        emptyOutDir: true,
        rollupOptions: {
          input: 'runtime/entry-client.tsx',
          output: {
            // What every page needs goes in one chunk (many tiny shared chunks cost more bytes and
            // requests than they save); the rest loads with the pages that use it.
            codeSplitting: {
              groups: [{ name: 'shell', test: (id: string) => shellModules.has(id) && !id.endsWith('/runtime/entry-client.tsx') }],
            },
          },
        },
      },
  test: {
    // Tests live in tests/, and beside the code of an extension folder (builder-cli/checks/<code>/index.test.ts);
    // the two projects below split them by whether a file may share its worker.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default on 2 cores is one worker; most files wait on servers and Chromium, so two
    // keep the 2-core machine busy; three were no faster and timed tests out (decisions: "Test workers").
    maxWorkers: 2,
    globalSetup: ['tests/setup/global-setup.ts'],
    // The built server bundle is plain ESM for plain node: Vite's module runner would transform
    // it again in every file that starts a server (3.1 s vs 0.9 s natively).
    server: { deps: { external: [/\/dist\/server\//] } },
    projects: [
      // Servers, Chromium and PostgreSQL. Their files share worker processes too: the built server
      // is imported once per worker, and the schemas it compiles are compiled once per worker, not
      // once per file (server project 1,820 s -> 852 s at equal load; decisions: "Server files
      // share workers"). Every file stops what it starts and restores process.env. Listed first,
      // they start first: the long files, packed early.
      {
        extends: true,
        test: {
          name: 'server',
          isolate: false,
          setupFiles: ['tests/setup/env-guard.ts'],
          include: ['tests/integration/**/*.test.{ts,tsx}', 'tests/e2e/**/*.test.{ts,tsx}', 'tests/fuzz/**/*.test.{ts,tsx}', 'tests/golden/**/*.test.{ts,tsx}'],
        },
      },
      // Unit files share their worker processes: importing React, ajv and the runtime once per
      // worker instead of once per file (import time 227 s -> 89 s; decisions: "Unit files share workers").
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'builder-cli/checks/*/index.test.ts',
            // A built-in route folder's own test (its table entries): runtime/app/routes/<kind>/route.test.ts.
            'runtime/app/routes/*/*.test.{ts,tsx}',
            'tests/contract/**/*.test.ts',
            // runtime/forms/fields/*/widget.test.tsx run through tests/unit/forms-ui/field-widgets.test.tsx.
          ],
          isolate: false,
          // The benches (tests/bench) run once, in the server project: each starts its own servers.
          benchmark: { include: [] },
        },
      },
    ],
  },
}));
