import { describe, expect, it } from 'vitest';
import { absoluteUrl, currencyFor, offerAvailability, plainText, vehicleJsonLd, vehicleMetaDescription, vehicleTitle } from '../../../runtime/lib/vehicle/seo';
import { site } from '../blocks/fixtures';
import { car, nzSite, usSite } from './fixtures';

const url = 'https://sunshine.example/cars/2024-mazda-cx-5-g25-maxx-sport-1001';
type Offer = {
  price?: number;
  priceCurrency: string;
  availability: string;
  itemCondition: string;
  seller: Record<string, unknown> & { address: Record<string, unknown> };
};

describe('vehicleJsonLd', () => {
  const ld = vehicleJsonLd(car(), { site, url, address: { street: '1 Main St', city: 'Springfield', state: 'QLD', postcode: '4000' }, phone: '07 3333 1234' });
  const offer = ld.offers as Offer;

  it('is a schema.org Car with its facts', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2024 Mazda CX-5 G25 Maxx Sport',
      url,
      brand: { '@type': 'Brand', name: 'Mazda' },
      model: 'CX-5',
      vehicleModelDate: '2024',
      vehicleIdentificationNumber: 'JM0KF4W7A00123456',
      sku: 'RM1234',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12345, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      description: 'One owner & full history.',
    });
    expect(ld.image).toEqual(['https://sunshine.example/media/cx5.jpg', 'https://sunshine.example/media/cx5-2.jpg']);
  });

  it('offers it at its price, in the currency of the locale, sold by the dealership', () => {
    expect(offer).toMatchObject({ '@type': 'Offer', price: 36990, priceCurrency: 'AUD', availability: 'https://schema.org/InStock' });
    expect(offer.seller).toMatchObject({ '@type': 'AutoDealer', name: 'Sunshine Motors', telephone: '07 3333 1234' });
    expect(offer.seller.address).toMatchObject({ streetAddress: '1 Main St', addressLocality: 'Springfield', postalCode: '4000', addressCountry: 'AU' });
  });

  it('uses miles and USD in the US, NZD in New Zealand', () => {
    const us = vehicleJsonLd(car(), { site: usSite, url });
    expect((us.offers as Offer).priceCurrency).toBe('USD');
    expect(us.mileageFromOdometer).toMatchObject({ unitCode: 'SMI' });
    expect((vehicleJsonLd(car(), { site: nzSite, url }).offers as Offer).priceCurrency).toBe('NZD');
  });

  it('a car without a price or VIN leaves those out', () => {
    const ld2 = vehicleJsonLd(car({ price: null, vin: null, km: null }), { site, url });
    expect(ld2).not.toHaveProperty('vehicleIdentificationNumber');
    expect(ld2).not.toHaveProperty('mileageFromOdometer');
    expect(ld2.offers).not.toHaveProperty('price');
  });

  it.each([
    [car({ car_type: 'new' }), 'https://schema.org/NewCondition'],
    [car({ car_type: 'demo' }), 'https://schema.org/UsedCondition'],
  ])('condition of a %s car', (c, condition) => expect(vehicleJsonLd(c, { site, url }).itemCondition).toBe(condition));
});

describe('offerAvailability', () => {
  it.each([
    [car(), 'InStock'],
    [car({ reserved: true }), 'InStock'],
    [car({ status: 'coming_soon' }), 'PreOrder'],
    [car({ status: 'sold' }), 'SoldOut'],
    [car({ sold: true }), 'SoldOut'],
  ])('%#', (c, expected) => expect(offerAvailability(c)).toBe(expected));
});

describe('head text', () => {
  it('title and description', () => {
    expect(vehicleTitle(car(), site)).toBe('2024 Mazda CX-5 G25 Maxx Sport | Sunshine Motors');
    expect(vehicleMetaDescription(car(), site)).toBe(
      '2024 Mazda CX-5 G25 Maxx Sport for sale at Sunshine Motors, Springfield: $36,990, 12,345 km, Automatic, Petrol. Stock no. RM1234.',
    );
  });
  it('without a price the description says the no-price text', () => {
    expect(vehicleMetaDescription(car({ price: null }), site)).toContain(': Enquire for price, 12,345 km');
  });
  it('a long description is cut at 160 characters', () => {
    const text = vehicleMetaDescription(car({ name: 'X'.repeat(200) }), site);
    expect(text.length).toBe(160);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('helpers', () => {
  it.each([
    ['en-AU', 'AUD'],
    ['en-NZ', 'NZD'],
    ['en-US', 'USD'],
  ])('%s prices are in %s', (locale, currency) => expect(currencyFor(locale)).toBe(currency));
  it('absoluteUrl puts paths on the primary domain and leaves URLs alone', () => {
    expect(absoluteUrl(site, '/media/a.jpg')).toBe('https://sunshine.example/media/a.jpg');
    expect(absoluteUrl(site, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
  it('plainText reads dealer HTML as one line', () => expect(plainText('<p>A &amp; B</p>\n<ul><li>C</li></ul>')).toBe('A & B C'));
});
