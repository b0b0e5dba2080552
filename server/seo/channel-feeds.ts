// The channel feeds of one tenant: Google Vehicle Ads and Meta's automotive catalog, built from
// the stock as the website shows it (server/stock/visible-car.ts: never a hidden car). Each car
// is a row of the channel or left out with its reasons (runtime/lib/feeds): the feed serves the
// rows, `builder-cli feeds` reports both.
import type { Car } from '../../schemas/types/car';
import type { ChannelResult, FeedContext, LeftOut } from '../../runtime/lib/feeds/channel-row';
import { googleRow, type GoogleRow } from '../../runtime/lib/feeds/google-row';
import { metaRow, type MetaRow } from '../../runtime/lib/feeds/meta-row';
import { usesMiles } from '../../runtime/lib/format';
import { absoluteUrl, countryFor, currencyFor } from '../../runtime/lib/vehicle/seo';
import { isVisibleCar } from '../stock/visible-car';
import type { Tenant } from '../tenants/tenant';
import { carUrl } from './listed-cars';

export interface ChannelFeed<R> {
  rows: { car: Car; row: R }[];
  leftOut: { car: Car; reasons: LeftOut[] }[];
}

export const CHANNELS = {
  google: { path: '/feeds/google-vehicle-ads.xml', label: 'Google Vehicle Ads', build: googleRow },
  meta: { path: '/feeds/meta-vehicles.xml', label: 'Meta automotive catalog', build: metaRow },
} as const;

function feedContext(tenant: Tenant): FeedContext {
  const locale = tenant.site.locale;
  return {
    site: tenant.site,
    country: countryFor(locale),
    currency: currencyFor(locale),
    miles: usesMiles(locale),
    locations: tenant.collections.locations,
    absolute: (u) => absoluteUrl(tenant.publicSite, u),
    carUrl: (car) => carUrl(tenant, car),
  };
}

function split<R>(results: ChannelResult<R>[]): ChannelFeed<R> {
  const feed: ChannelFeed<R> = { rows: [], leftOut: [] };
  for (const r of results) {
    if (r.reasons) feed.leftOut.push({ car: r.car, reasons: r.reasons });
    else feed.rows.push({ car: r.car, row: r.row });
  }
  return feed;
}

/** The cars a channel feed starts from: those the website shows now. */
export function feedCars(tenant: Tenant, nowSeconds: number): Car[] {
  return tenant.stock.filter((car) => isVisibleCar(tenant, car, nowSeconds));
}

export function googleFeed(tenant: Tenant, nowSeconds: number): ChannelFeed<GoogleRow> {
  const ctx = feedContext(tenant);
  return split(feedCars(tenant, nowSeconds).map((car) => googleRow(car, ctx)));
}

export function metaFeed(tenant: Tenant, nowSeconds: number): ChannelFeed<MetaRow> {
  const ctx = feedContext(tenant);
  return split(feedCars(tenant, nowSeconds).map((car) => metaRow(car, ctx)));
}
