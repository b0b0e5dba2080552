import { describe, expect, it } from 'vitest';
import { leadTracking, VISIT_WINDOW_MS, withVisit, type VisitLog } from '../../../runtime/forms/visit-tracking';

const DAY = 24 * 60 * 60 * 1000;
const T0 = 1_760_000_000_000;

describe('visit log (spec section 9: 50 pages, 30 days, tracking parameters of the first page)', () => {
  it('records pages in order, not the same page twice in a row', () => {
    let log = withVisit(null, '/', T0);
    log = withVisit(log, '/cars/', T0 + 1);
    log = withVisit(log, '/cars/', T0 + 2);
    log = withVisit(log, '/finance', T0 + 3);
    expect(log.pages.map((p) => p.url)).toEqual(['/', '/cars/', '/finance']);
  });

  it.each([
    ['49 pages are all kept', 49, 49, '/p0'],
    ['50 pages are all kept', 50, 50, '/p0'],
    ['the 51st drops the oldest', 51, 50, '/p1'],
  ])('%s', (_, visits, kept, oldest) => {
    let log: VisitLog | null = null;
    for (let i = 0; i < visits; i++) log = withVisit(log, `/p${i}`, T0 + i);
    expect(log!.pages).toHaveLength(kept);
    expect(log!.pages[0]!.url).toBe(oldest);
  });

  it('keeps only gclid, fbclid and utm_source/medium/campaign, from the first page that has any', () => {
    let log = withVisit(null, '/?utm_source=google&utm_term=cars&gclid=abc', T0);
    log = withVisit(log, '/?utm_source=facebook&fbclid=zzz', T0 + 1);
    expect(log.params).toEqual({ utm_source: 'google', gclid: 'abc' });
    expect(leadTracking(log, T0 + 2).linked_query_params).toEqual({ utm_source: 'google', gclid: 'abc', captured_at: T0 });
  });

  it.each([
    ['30 days later the log still counts', VISIT_WINDOW_MS, 1],
    ['a moment past 30 days it starts again', VISIT_WINDOW_MS + 1, 0],
  ])('%s', (_, later, oldPagesKept) => {
    const log = withVisit(null, '/?gclid=old', T0);
    const next = withVisit(log, '/cars/', T0 + later);
    expect(next.pages.filter((p) => p.url === '/?gclid=old')).toHaveLength(oldPagesKept);
    expect(next.params.gclid ? 1 : 0).toBe(oldPagesKept);
  });

  it('gives a lead nothing from a log older than 30 days', () => {
    const log = withVisit(null, '/?gclid=x', T0);
    expect(leadTracking(log, T0 + 31 * DAY)).toEqual({ visited_pages: [], linked_query_params: {} });
    expect(leadTracking(null, T0)).toEqual({ visited_pages: [], linked_query_params: {} });
  });
});
