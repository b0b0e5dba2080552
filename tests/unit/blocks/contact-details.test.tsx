import { describe, expect, it } from 'vitest';
import ContactDetails from '../../../blocks/contact-details';
import { renderBlock, text } from './render-block';
import { site } from './fixtures';
import { withDefaults } from '../../helpers/block-props';

const cards = (root: HTMLElement) => [...root.querySelectorAll('article.location-card')];
const hoursOf = (card: Element | undefined) =>
  [...(card?.querySelectorAll('.location-hours tr') ?? [])].map((tr) => [text(tr.querySelector('th')), text(tr.querySelector('td'))]);

describe('contact-details block', () => {
  it('lists the visible locations by position, hidden ones left out', () => {
    const { root } = renderBlock(<ContactDetails {...withDefaults('contact-details')} heading="Contact us" />);
    expect(text(root.querySelector('section > h2'))).toBe('Contact us');
    expect(cards(root).map((c) => text(c.querySelector('h3')))).toEqual(['Sunshine Motors Sales', 'Sunshine Service']);
  });

  it('shows the address with a Google Maps link that opens a new tab, by coordinates when known', () => {
    const { root } = renderBlock(<ContactDetails {...withDefaults('contact-details')} />);
    const [sales, service] = cards(root);
    expect(sales?.querySelector('address')?.innerHTML).toBe('1 Main St<br>Springfield QLD 4000');

    const salesMap = sales?.querySelector('a.location-map-link');
    expect(salesMap?.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Springfield%20QLD%204000');
    expect(salesMap?.getAttribute('target')).toBe('_blank');
    expect(salesMap?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(service?.querySelector('a.location-map-link')?.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-27.47%2C153.02');
  });

  it('links phone, landline and email, and shows the DL and MRB numbers', () => {
    const { root } = renderBlock(<ContactDetails {...withDefaults('contact-details')} />);
    const [sales, service] = cards(root);
    const links = [...(sales?.querySelectorAll('.location-contacts a') ?? [])].map((a) => [text(a), a.getAttribute('href')]);
    expect(links).toEqual([
      ['(07) 3333 1234', 'tel:0733331234'],
      ['+61 7 3333 0000', 'tel:+61733330000'],
      ['sales@sunshine.example', 'mailto:sales@sunshine.example'],
    ]);
    expect(text(sales?.querySelector('.location-licences'))).toBe('DL 3270999');
    expect(text(service?.querySelector('.location-licences'))).toBe('MRB 12345');
    expect(service?.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('groups matching weekday hours as Mon-Fri and lists differing ones day by day', () => {
    const { root } = renderBlock(<ContactDetails {...withDefaults('contact-details')} />);
    const [sales, service] = cards(root);
    expect(hoursOf(sales)).toEqual([
      ['Mon-Fri', '8:30 am - 5:30 pm'],
      ['Sat', '9:00 am - 1:00 pm'],
      ['Sun', 'Closed'],
    ]);
    expect(hoursOf(service).map(([day]) => day)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  });

  it("writes the hours in the site's locale: en-US reads AM and PM", () => {
    const { root } = renderBlock(<ContactDetails {...withDefaults('contact-details')} />, { site: { ...site, locale: 'en-US' } });
    expect(hoursOf(cards(root)[0]!).slice(0, 2)).toEqual([
      ['Mon-Fri', '8:30 AM - 5:30 PM'],
      ['Sat', '9:00 AM - 1:00 PM'],
    ]);
  });

  it('filters by location type, an empty type counting as sales', () => {
    const sales = renderBlock(<ContactDetails {...withDefaults('contact-details')} locationTypes={['sales']} />).root;
    expect(cards(sales).map((c) => text(c.querySelector('h2')))).toEqual(['Sunshine Motors Sales']);
    const service = renderBlock(<ContactDetails {...withDefaults('contact-details')} locationTypes={['service']} />).root;
    expect(cards(service).map((c) => text(c.querySelector('h2')))).toEqual(['Sunshine Service']);
  });

  it('shows only the locations site.json lists for the site', () => {
    const { root } = renderBlock(<ContactDetails {...withDefaults('contact-details')} />, { site: { ...site, locations: ['sunshine-service'] } });
    expect(cards(root).map((c) => text(c.querySelector('h2')))).toEqual(['Sunshine Service']);
  });

  it('leaves out hours and map links when switched off', () => {
    const { root } = renderBlock(<ContactDetails {...withDefaults('contact-details')} showHours={false} showMapLink={false} />);
    expect(root.querySelector('.location-hours')).toBeNull();
    expect(root.querySelector('a.location-map-link')).toBeNull();
    expect(root.querySelectorAll('address')).toHaveLength(2);
  });

  it('falls back to the site phone and email when no location matches', () => {
    const { root } = renderBlock(<ContactDetails {...withDefaults('contact-details')} locationTypes={['used']} />);
    expect(cards(root)).toHaveLength(0);
    expect(root.querySelector('a[href="tel:0733331234"]')).not.toBeNull();
    expect(root.querySelector('a[href="mailto:hello@sunshine.example"]')).not.toBeNull();
  });

  it('renders nothing location-specific for an empty collection without failing', () => {
    const { root } = renderBlock(<ContactDetails {...withDefaults('contact-details')} />, { data: { locations: [] } });
    expect(cards(root)).toHaveLength(0);
    expect(root.querySelector('.location-card address')?.textContent).toContain('1 Main St');
  });
});
