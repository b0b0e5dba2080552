// The vehicle page's <head>: title, description, canonical URL, Open Graph tags (React hoists
// them), and the schema.org Car + Offer JSON-LD in the body. What only crawlers read (description,
// Open Graph, JSON-LD) is built on the server only: the browser build folds `import.meta.env.SSR`
// to false, so that code never ships (JS budget), and hydration keeps the server's elements as
// they are. Title and canonical URL follow client-side navigation.
import type { Car } from '../../../schemas/types/car';
import type { Address } from '../../../schemas/types/location';
import { useSite } from '../../data/site-context';
import { scriptJson } from '../../lib/text/script-json';
import { absoluteUrl, carImageUrls, vehicleJsonLd, vehicleMetaDescription, vehicleTitle } from '../../lib/vehicle/seo';
import { vehiclePath } from '../../lib/vehicle-route';
import { PageHead } from '../page-head';

export function VehicleHead({ car, address, phone }: { car: Car; address?: Partial<Address>; phone: string | null }) {
  const site = useSite();
  const path = vehiclePath(site.vehicles.basePath, car.slug);
  const title = vehicleTitle(car, site);
  if (!import.meta.env.SSR) {
    return (
      <>
        <PageHead title={title} path={path} />
        <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
      </>
    );
  }
  const url = absoluteUrl(site, path);
  const description = vehicleMetaDescription(car, site);
  const image = carImageUrls(car)[0];
  return (
    <>
      <PageHead title={title} description={description} path={path} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      {image && <meta property="og:image" content={absoluteUrl(site, image)} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(vehicleJsonLd(car, { site, url, address, phone })) }} />
    </>
  );
}
