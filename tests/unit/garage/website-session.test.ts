// The website-session query with a real QueryClient: one fetch, cached under 'website-session',
// not refetched when the window regains focus nor when time passes.
import { QueryClient, QueryObserver, focusManager } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { WEBSITE_SESSION_KEY, websiteSessionPath, websiteSessionQuery } from '../../../runtime/data/website-session';
import type { WebsiteSessionData } from '../../../runtime/lib/website-session';

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

it('fetches once, is cached under website-session, and is not refetched on focus or when stale', async () => {
  vi.useFakeTimers();
  // Not the real shape: the test checks which path is fetched, so the answer is the path.
  const load = vi.fn(async (url: string) => ({ url }) as unknown as WebsiteSessionData);
  const client = new QueryClient();
  const observer = new QueryObserver(client, websiteSessionQuery(1101, load));
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ url: websiteSessionPath(1101) }));
  expect(client.getQueryData([WEBSITE_SESSION_KEY])).toEqual({ url: '/api/dashboard/api/v1/websites/1101/website_session_data.json' });

  vi.advanceTimersByTime(24 * 60 * 60_000);
  focusManager.setFocused(false);
  focusManager.setFocused(true);
  const second = new QueryObserver(client, websiteSessionQuery(1101, load));
  const unsubscribeSecond = second.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(10);
  expect(observer.getCurrentResult().isStale).toBe(false);
  expect(load).toHaveBeenCalledTimes(1);
  unsubscribe();
  unsubscribeSecond();
  client.clear();
});
