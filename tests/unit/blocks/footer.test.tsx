import { describe, expect, it } from 'vitest';
import Footer from '../../../blocks/footer';
import { renderBlock, text } from './render-block';
import { site } from './fixtures';
import { withDefaults } from '../../helpers/block-props';

const group = (root: HTMLElement, title: string) => [...root.querySelectorAll('.footer-group')].find((g) => text(g.querySelector('h2')) === title);
const links = (el: Element | undefined) => [...(el?.querySelectorAll('a') ?? [])].map((a) => [text(a), a.getAttribute('href')]);

describe('footer block', () => {
  it('fills the body-types group with each distinct body, linked to /models?body=<hyphenated>', () => {
    const { root } = renderBlock(<Footer {...withDefaults('footer')} />);
    expect(links(group(root, 'Vehicles by body type'))).toEqual([
      ['Ute', '/models?body=ute'],
      ['SUV', '/models?body=suv'],
      ['Light Commercial', '/models?body=light-commercial'],
    ]);
  });

  it('fills the models group from models.json, honouring override addresses, and keeps plain groups as written', () => {
    const { root } = renderBlock(<Footer {...withDefaults('footer')} />);
    expect(links(group(root, 'Models'))).toEqual([
      ['Ranger', '/ranger'],
      ['Everest', '/everest'],
      ['Puma', '/puma-suv'],
      ['Ranger Super Cab', '/ranger-super-cab'],
    ]);
    expect(links(group(root, 'Buyer Tools'))).toEqual([
      ['Finance', '/finance'],
      ['Used Cars', '/search/used-cars'],
    ]);
  });

  it('lists visible locations with address and click-to-call phone', () => {
    const { root } = renderBlock(<Footer {...withDefaults('footer')} />);
    const items = [...root.querySelectorAll('.footer-locations > li')];
    expect(items.map((li) => text(li.querySelector('strong')))).toEqual(['Sunshine Motors Sales', 'Sunshine Service']);
    expect(items[1]?.querySelector('address')?.innerHTML).toBe('3 Workshop Rd<br>Springfield QLD 4000');
    expect(items[1]?.querySelector('a')?.getAttribute('href')).toBe('tel:0733335678');
  });

  it('hides locations when showLocations is false', () => {
    const { root } = renderBlock(<Footer {...withDefaults('footer')} showLocations={false} />);
    expect(root.querySelector('.footer-locations')).toBeNull();
  });

  it('links the social accounts in a new tab, and shows legal text and the copyright line', () => {
    const { root } = renderBlock(<Footer {...withDefaults('footer')} legal="Dealer licence 3270999." />);
    const social = [...root.querySelectorAll('.footer-social a')];
    expect(social.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['https://facebook.com/sunshinemotors', '_blank'],
      ['https://instagram.com/sunshinemotors', '_blank'],
    ]);
    expect(text(root.querySelector('.footer-legal'))).toBe('Dealer licence 3270999.');
    expect(text(root.querySelector('.footer-copyright'))).toBe(`© ${new Date().getFullYear()} Sunshine Motors`);
  });

  it("dates the copyright by the server's render clock in the site's zone (useNow), not the machine's", () => {
    // 14:30 UTC on New Year's Eve is already 00:30 on 1 January in Brisbane (the fixture's QLD).
    const renderedAt = Date.parse('2025-12-31T14:30:00Z');
    const { root } = renderBlock(<Footer {...withDefaults('footer')} />, { renderedAt });
    expect(text(root.querySelector('.footer-copyright'))).toBe('© 2026 Sunshine Motors');
    const before = renderBlock(<Footer {...withDefaults('footer')} />, { renderedAt: renderedAt - 3_600_000 });
    expect(text(before.root.querySelector('.footer-copyright'))).toBe('© 2025 Sunshine Motors');
  });

  it('leaves out social links and legal text the site does not have', () => {
    const { root } = renderBlock(<Footer {...withDefaults('footer')} />, { site: { ...site, facebook_url: undefined, instagram_url: undefined } });
    expect(root.querySelector('.footer-social')).toBeNull();
    expect(root.querySelector('.footer-legal')).toBeNull();
  });
});
