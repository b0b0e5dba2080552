import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markRouterPure } from '../../build/pure-router';
import { repoRoot } from '../helpers/tenants';

describe('markRouterPure', () => {
  it.each([
    ['var Link = React10.forwardRef(\n  function LinkWithRef() {}\n);', 'var Link = /* @__PURE__ */ React10.forwardRef(\n  function LinkWithRef() {}\n);'],
    ['var LocationContext = React.createContext(\n  null\n);', 'var LocationContext = /* @__PURE__ */ React.createContext(\n  null\n);'],
    ['var MemoizedDataRoutes = React3.memo(DataRoutes2);', 'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);'],
    ['Link.displayName = "Link";\nvar x = 1;', '\nvar x = 1;'],
    // Calls inside functions, other calls and other assignments stay as they are.
    ['  let ctx = React.useContext(LocationContext);', '  let ctx = React.useContext(LocationContext);'],
    ['var router = createRouter(opts);', 'var router = createRouter(opts);'],
    ['RenderErrorBoundary.contextType = RSCRouterContext;', 'RenderErrorBoundary.contextType = RSCRouterContext;'],
  ])('%j becomes %j', (source, expected) => {
    expect(markRouterPure(source)).toBe(expected);
  });

  it("still finds the installed react-router's module-level components (the patterns follow its build)", () => {
    const dir = path.join(repoRoot, 'node_modules/react-router/dist/production');
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
    const withLink = sources.find((code) => /^var Link = /m.test(code));
    expect(withLink).toBeDefined();
    const marked = markRouterPure(withLink!);
    expect(marked).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(marked).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(marked).not.toMatch(/^Link\.displayName = /m);
  });
});
