// Waiting for the render cache: a page is stored after its response ends and is compressed, so a
// test that wants a cache hit waits for the entry to appear (a positive condition, with a limit).
import type { RunningServer } from './server';

export async function waitUntilCached(server: RunningServer, slug: string, url: string, limitMs = 5000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!server.renderCache.has(slug, url)) {
    if (Date.now() > until) throw new Error(`${slug} ${url} was not stored in the render cache within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
