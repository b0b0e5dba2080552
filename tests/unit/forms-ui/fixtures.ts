// A site and a small form for the form UI tests.
import type { PublicSite } from '../../../runtime/lib/public-site';
import { site as blockSite } from '../blocks/fixtures';

export { locations, models } from '../blocks/fixtures';

/** One dealership, stock makes and models, captcha off (tests send leads to a mocked fetch). */
export const site: PublicSite = {
  ...blockSite,
  manufacturer: 'ford',
  dealerships: [{ id: 1, name: 'Sunshine Motors', slug: 'sunshine-motors' }],
  stock: { makes: { Ford: 12, Toyota: 3 }, models: { 'Ford:Ranger': 5, 'Ford:Everest': 2, 'Toyota:HiLux': 3 } },
  captcha: { provider: 'off' },
};

export const groupSite: PublicSite = {
  ...site,
  dealerships: [
    { id: 1, name: 'Sunshine Motors Springfield', slug: 'sunshine-springfield' },
    { id: 2, name: 'Sunshine Motors Shelbyville', slug: 'sunshine-shelbyville' },
  ],
};

export const usSite: PublicSite = { ...site, locale: 'en-US' };
export const nzSite: PublicSite = { ...site, locale: 'en-NZ' };
