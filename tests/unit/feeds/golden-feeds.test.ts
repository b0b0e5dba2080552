// Golden files per sample tenant and channel (tests/golden/feeds/<slug>.<channel>.json), built at
// the sample stock's generation instant so the sold window is fixed. Every included row is checked
// field by field against the channel's required list; every website-visible car is either a row
// or left out with reasons; no hidden car appears. `UPDATE_GOLDEN=1` rewrites the files after a
// deliberate change (review the diff).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOW } from '../../../builder-cli/stock/generate';
import { feedVehicleId } from '../../../runtime/lib/feeds/feed-car';
import { googleRequiredFor } from '../../../runtime/lib/feeds/google-row';
import { META_REQUIRED } from '../../../runtime/lib/feeds/meta-row';
import { countryFor } from '../../../runtime/lib/vehicle/seo';
import { feedCars, googleFeed, metaFeed, type ChannelFeed } from '../../../server/seo/channel-feeds';
import { missingFields } from '../../helpers/feed-fields';
import { loadTenantsFromSource, repoRoot } from '../../helpers/tenants';

// The loader moves generated sample stock's dates forward to today; at the generation instant it
// leaves them as written, so the files do not change from day to day.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date(DEFAULT_NOW));
const now = Date.parse(DEFAULT_NOW) / 1000;
const tenants = (await loadTenantsFromSource(path.join(repoRoot, 'tenants'))).filter((t) => t.stock.length > 0);
vi.useRealTimers();
const goldenDir = path.join(repoRoot, 'tests', 'golden', 'feeds');

function golden<R>(feed: ChannelFeed<R>) {
  return {
    rows: feed.rows.map((r) => r.row),
    left_out: feed.leftOut.map(({ car, reasons }) => ({ vehicle_id: feedVehicleId(car), reasons: reasons.map((r) => r.message) })),
  };
}

it('there are sample tenants with stock', () => expect(tenants.length).toBeGreaterThanOrEqual(4));

describe.each(tenants.map((t) => [t.slug, t] as const))('%s', (slug, tenant) => {
  const country = countryFor(tenant.site.locale);
  const channels = [
    ['google', googleFeed(tenant, now), (row: object) => googleRequiredFor(row as { condition: 'new' | 'used' }, country)],
    ['meta', metaFeed(tenant, now), () => [...META_REQUIRED]],
  ] as const;

  it.each(channels)('%s matches its golden file', (channel, feed) => {
    const file = path.join(goldenDir, `${slug}.${channel}.json`);
    const actual = golden(feed as ChannelFeed<object>);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    expect(existsSync(file), `${file} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
    expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });

  it.each(channels)('%s: no required field is missing or empty on any row', (_channel, feed, required) => {
    const gaps = (feed as ChannelFeed<object>).rows.flatMap(({ car, row }) => missingFields(row, required(row)).map((f) => `${car.slug}: ${f}`));
    expect(gaps).toEqual([]);
  });

  it.each(channels)('%s: every car the website shows is a row or left out with reasons, and no other car', (_channel, feed) => {
    const visible = feedCars(tenant, now);
    const f = feed as ChannelFeed<object>;
    expect([...f.rows.map((r) => r.car), ...f.leftOut.map((r) => r.car)].map((c) => c.id).sort()).toEqual(visible.map((c) => c.id).sort());
    expect(visible.every((c) => c.show_on_dealer_website === true)).toBe(true);
    for (const r of f.leftOut) expect(r.reasons.length).toBeGreaterThan(0);
  });
});
