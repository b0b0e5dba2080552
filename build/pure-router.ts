// Lets the browser build drop the parts of react-router the app never renders. The package's
// production build creates its components and contexts at module level (`var Link =
// React.forwardRef(...)`, `Link.displayName = "Link"`) without pure annotations, so a bundler
// must keep <Link>, <NavLink>, <Form>, <ScrollRestoration> and the framework-mode prefetching
// they reach even when nothing imports them. Those calls are pure and the displayName lines are
// debugging labels: annotating the first and dropping the second lets tree-shaking remove what
// no import reaches (about 2 KiB gzip of every first visit; docs/decisions.md).
import type { Plugin } from 'vite';

const ROUTER_BUILD = /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;
const MODULE_LEVEL_CALL = /^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** The source with its module-level component and context calls marked pure, displayName lines removed. */
export function markRouterPure(code: string): string {
  return code.replace(MODULE_LEVEL_CALL, 'var $1 = /* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

export function pureRouter(): Plugin {
  return {
    name: 'pure-router',
    enforce: 'pre',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !ROUTER_BUILD.test(id)) return null;
      return { code: markRouterPure(code), map: null };
    },
  };
}
