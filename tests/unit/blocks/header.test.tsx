import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import Header from '../../../blocks/header';
import { BlockProviders, renderBlock, seededQueryClient, text } from './render-block';
import { WEBSITE_SESSION_KEY } from '../../../runtime/data/website-session';
import { site } from './fixtures';
import { withDefaults } from '../../helpers/block-props';

const topItems = (root: HTMLElement) => [...root.querySelectorAll('.nav-list > li')];

describe('header block (server HTML)', () => {
  it('starts with a skip link to #main, then the sized logo linking home', () => {
    const { root } = renderBlock(<Header {...withDefaults('header')} />);
    const first = root.querySelector('header a');
    expect([text(first), first?.getAttribute('href')]).toEqual(['Skip to content', '#main']);
    const logoLink = root.querySelector('a.header-logo');
    expect(logoLink?.getAttribute('href')).toBe('/');
    const logo = logoLink?.querySelector('img');
    expect([logo?.getAttribute('src'), logo?.getAttribute('alt'), logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual([
      '/logo.svg',
      'Sunshine Motors home',
      '180',
      '48',
    ]);
  });

  it('renders plain items as links and items with children as buttons controlling their dropdown', () => {
    const { root } = renderBlock(<Header {...withDefaults('header')} />);
    const items = topItems(root);
    expect(items.map((li) => text(li.querySelector('a, button')))).toEqual(['Home', 'Vehicles', 'Our Stock', 'Buyer Tools', 'Company']);
    expect(items[0]?.querySelector('a')?.getAttribute('aria-current')).toBe('page');
    expect(items[2]?.querySelector('a')?.hasAttribute('aria-current')).toBe(false);

    const trigger = items[3]?.querySelector('button');
    expect(trigger?.getAttribute('aria-expanded')).toBe('false');
    const menu = root.querySelector(`[id="${trigger?.getAttribute('aria-controls')}"]`);
    expect(menu && items[3]?.contains(menu)).toBe(true);
    expect([...(menu?.querySelectorAll('a') ?? [])].map((a) => [text(a), a.getAttribute('href')])).toEqual([
      ['Special Offers', '/special-offers'],
      ['Finance', '/finance'],
      ['Trade In', '/trade-in'],
    ]);
  });

  it('builds the models mega-menu: body categories, each with its model cards, contact link and stock button', () => {
    const { root } = renderBlock(<Header {...withDefaults('header')} />);
    const vehicles = topItems(root)[1];
    const menu = root.querySelector(`[id="${vehicles?.querySelector('button')?.getAttribute('aria-controls')}"]`);
    expect(menu?.classList.contains('mega-menu')).toBe(true);

    const categories = [...(menu?.querySelectorAll('.mega-category') ?? [])];
    expect(categories.map((c) => text(c.querySelector('button')))).toEqual(['Utes', 'SUVs', 'Light Commercials']);
    const suvButton = categories[1]?.querySelector('button');
    const suvPanel = root.querySelector(`[id="${suvButton?.getAttribute('aria-controls')}"]`);
    const cards = [...(suvPanel?.querySelectorAll('.model-card') ?? [])];
    expect(cards.map((c) => [text(c.querySelector('.model-card-name')), c.querySelector('a')?.getAttribute('href')])).toEqual([
      ['Everest', '/everest'],
      ['Puma', '/puma-suv'],
    ]);
    expect(text(cards[0]?.querySelector('a'))).toBe('View more about the Everest');
    const everestImg = cards[0]?.querySelector('img');
    expect([everestImg?.getAttribute('src'), everestImg?.getAttribute('width'), everestImg?.getAttribute('height')]).toEqual([
      '/img/everest.png',
      '400',
      '225',
    ]);
    const uteImg = categories[0]?.querySelector('img');
    expect([uteImg?.getAttribute('width'), uteImg?.getAttribute('height'), uteImg?.getAttribute('loading')]).toEqual(['640', '360', 'lazy']);
    expect(cards[1]?.querySelector('img')).toBeNull();

    expect([...(menu?.querySelectorAll('.mega-footer a:not(.btn)') ?? [])].map((a) => a.getAttribute('href'))).toEqual(['/contact']);
    const stock = menu?.querySelector('.mega-footer a.btn');
    expect([text(stock), stock?.getAttribute('href')]).toEqual(['Our Stock', '/search/new-used-and-demo-cars/']);
  });

  it('offers the models item\'s own link as "All models" in the mega-menu', () => {
    const header = site.navigation.header.map((item) => (item.menu === 'models' ? { ...item, href: '/models' } : item));
    const { root } = renderBlock(<Header {...withDefaults('header')} />, { site: { ...site, navigation: { ...site.navigation, header } } });
    expect([...root.querySelectorAll('.mega-footer a:not(.btn)')].map((a) => [text(a), a.getAttribute('href')])).toEqual([
      ['All models', '/models'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('sends Our Stock to /cars/ when the site has no default search path', () => {
    const { root } = renderBlock(<Header {...withDefaults('header')} />, { site: { ...site, default_search_path: undefined } });
    expect(root.querySelector('.mega-footer a.btn')?.getAttribute('href')).toBe('/cars/');
  });

  it('leaves out a models item that has no models and no link of its own', () => {
    const { root } = renderBlock(<Header {...withDefaults('header')} />, { data: { models: [] } });
    expect(topItems(root).map((li) => text(li.querySelector('a, button')))).toEqual(['Home', 'Our Stock', 'Buyer Tools', 'Company']);
    expect(root.querySelector('.mega-menu')).toBeNull();
  });

  it('marks the link of the current page, after link rules and ignoring a trailing slash', () => {
    const current = (path: string) =>
      [...renderBlock(<Header {...withDefaults('header')} />, { path }).root.querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href'));
    expect(current('/cars')).toEqual(['/cars/']);
    expect(current('/about-us')).toEqual(['/about-us']);
    expect(current('/finance/')).toEqual(['/finance']);
    expect(current('/nowhere')).toEqual([]);
  });

  it('shows the site phone as click-to-call unless showPhone is false', () => {
    const shown = renderBlock(<Header {...withDefaults('header')} />).root.querySelector('a.header-phone');
    expect(shown?.getAttribute('href')).toBe('tel:0733331234');
    expect(text(shown)).toBe('Call (07) 3333 1234');
    expect(renderBlock(<Header {...withDefaults('header')} showPhone={false} />).root.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('has a mobile menu button controlling the navigation, collapsed at first', () => {
    const { root } = renderBlock(<Header {...withDefaults('header')} sticky />);
    const toggle = root.querySelector('button.nav-toggle');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector(`nav[id="${toggle?.getAttribute('aria-controls')}"]`)?.getAttribute('aria-label')).toBe('Main');
    expect(root.querySelector('header')?.classList.contains('site-header-sticky')).toBe(true);
    expect(root.querySelector('header')?.hasAttribute('data-enhanced')).toBe(false);
  });

  it('falls back to the site name when there is no logo', () => {
    const { root } = renderBlock(<Header {...withDefaults('header')} />, { site: { ...site, theme: { colors: { primary: '#000' } }, logo: undefined } });
    expect(text(root.querySelector('a.header-logo'))).toBe('Sunshine Motors');
  });

  it('shows the session data’s menu counts beside the links they belong to, and on the stock button', () => {
    const client = seededQueryClient();
    client.setQueryData([WEBSITE_SESSION_KEY], { menu_counts: { '/cars/': 1284, '/search/new-used-and-demo-cars/': 1284, '/trade-in': 3 } });
    const { document } = new JSDOM('<!doctype html><body></body>').window;
    document.body.innerHTML = renderToString(
      <BlockProviders client={client}>
        <Header {...withDefaults('header')} />
      </BlockProviders>,
    );
    const items = topItems(document.body);
    expect(text(items[2]?.querySelector('a'))).toBe('Our Stock (1,284)');
    expect([...document.querySelectorAll('.nav-count')].map(text)).toEqual(['(1,284)', '(3)']);
    expect(text(document.querySelector('.mega-footer .btn'))).toBe('Our Stock (1,284)');
    // Without session data (or a count for a link), no count.
    expect(renderBlock(<Header {...withDefaults('header')} />).root.querySelector('.nav-count')).toBeNull();
  });
});
