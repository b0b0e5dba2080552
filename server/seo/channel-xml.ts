// The channel feeds as the XML each channel reads: Google's RSS 2.0 with the g: namespace (one
// item per vehicle), and Meta's <listings> document (address as named components, images and
// mileage as nested elements), both through the one XML builder (./xml.ts).
import type { GoogleRow } from '../../runtime/lib/feeds/google-row';
import type { MetaRow } from '../../runtime/lib/feeds/meta-row';
import { absoluteUrl } from '../../runtime/lib/vehicle/seo';
import type { Tenant } from '../tenants/tenant';
import { CHANNELS, googleFeed, metaFeed } from './channel-feeds';
import { xmlDocument, type XmlNode } from './xml';

function googleItem(row: GoogleRow): XmlNode {
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [`g:${field}`, value as string | number | string[]]));
}

export function googleFeedXml(tenant: Tenant, nowSeconds: number): string {
  return xmlDocument('rss', {
    '@_version': '2.0',
    '@_xmlns:g': 'http://base.google.com/ns/1.0',
    channel: {
      title: `${tenant.site.name} vehicles`,
      link: absoluteUrl(tenant.publicSite, '/'),
      description: `Vehicles for sale at ${tenant.site.name}`,
      item: googleFeed(tenant, nowSeconds).rows.map(({ row }) => googleItem(row)),
    },
  });
}

function metaListing(row: MetaRow): XmlNode {
  const { address, mileage, image, ...fields } = row;
  return {
    ...fields,
    mileage: { ...mileage },
    image: image.map((i) => ({ ...i })),
    address: {
      '@_format': 'simple',
      component: Object.entries(address).map(([name, value]) => ({ '@_name': name, '#text': value })),
    },
  };
}

export function metaFeedXml(tenant: Tenant, nowSeconds: number): string {
  return xmlDocument('listings', {
    title: `${tenant.site.name} vehicles`,
    link: { '@_rel': 'self', '@_href': absoluteUrl(tenant.publicSite, CHANNELS.meta.path) },
    listing: metaFeed(tenant, nowSeconds).rows.map(({ row }) => metaListing(row)),
  });
}
