import { lazy, type ComponentType } from 'react';

export interface Preloadable<P> {
  /** Renders the module's component: directly once loaded, else through React.lazy (suspends). */
  Component: ComponentType<P>;
  /** Loads the module; the server awaits it before rendering and the browser before hydrating. */
  load(): Promise<void>;
}

/**
 * A code-split component that can be loaded ahead of rendering. React.lazy alone suspends on its
 * first render even when the module is ready, which would make the server stream a fallback
 * (useless without JavaScript) and the browser hydrate against a different tree. Loading first
 * and rendering the loaded component directly gives the same synchronous tree on both sides.
 */
export function preloadable<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const load = () =>
    (pending ??= loader().then((m) => {
      loaded = m.default;
    }));
  const Lazy = lazy(async () => {
    await load();
    return { default: loaded! };
  });
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, load };
}
