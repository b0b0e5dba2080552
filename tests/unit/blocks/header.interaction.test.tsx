// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import Header from '../../../blocks/header';
import Footer from '../../../blocks/footer';
import RichText from '../../../blocks/rich-text';
import { BlockProviders } from './render-block';
import { withDefaults } from '../../helpers/block-props';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

const page = (
  <>
    <Header {...withDefaults('header')} />
    <main id="main">
      <RichText {...withDefaults('rich-text')} html='<p>Read <a href="/pages/about-us">about us</a>.</p>' />
      <button type="button">Outside</button>
    </main>
    <Footer {...withDefaults('footer')} />
    <CurrentPath />
  </>
);

let root: Root | null = null;
let container: HTMLElement;
let hydrationErrors: unknown[];

/** Server-render, then hydrate in the browser DOM exactly as the app does. */
async function hydratePage() {
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<BlockProviders>{page}</BlockProviders>);
  hydrationErrors = [];
  await act(async () => {
    root = hydrateRoot(container, <BlockProviders>{page}</BlockProviders>, {
      onRecoverableError: (error) => hydrationErrors.push(error),
    });
  });
}

const $ = <T extends Element = HTMLElement>(selector: string) => {
  const el = container.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
};
const trigger = (label: string) => [...container.querySelectorAll<HTMLButtonElement>('.nav-trigger')].find((b) => b.textContent === label)!;
const press = (el: Element, key: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('header in the browser', () => {
  it('hydrates the server HTML without mismatches and switches to scripted menus', async () => {
    await hydratePage();
    expect(hydrationErrors).toEqual([]);
    expect($('header').hasAttribute('data-enhanced')).toBe(true);
  });

  it('opens a dropdown on click, closes it on Escape and returns focus to its button', async () => {
    await hydratePage();
    const button = trigger('Buyer Tools');
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.closest('li')?.classList.contains('is-open')).toBe(true);

    const firstLink = $(`[id="${button.getAttribute('aria-controls')}"] a`);
    await act(async () => firstLink.focus());
    await act(async () => press(firstLink, 'Escape'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.closest('li')?.classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes a dropdown when focus moves out of it and when a second click toggles it', async () => {
    await hydratePage();
    const button = trigger('Company');
    await act(async () => button.click());
    await act(async () => $(`[id="${button.getAttribute('aria-controls')}"] a`).focus());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await act(async () => $('main button').focus());
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await act(async () => button.click());
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the open menu when a link in it navigates', async () => {
    await hydratePage();
    const button = trigger('Buyer Tools');
    await act(async () => button.click());
    const finance = [...container.querySelectorAll<HTMLAnchorElement>('.nav-dropdown a')].find((a) => a.textContent === 'Finance')!;
    await act(async () => finance.click());
    expect($('[data-testid="path"]').textContent).toBe('/finance');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the models of the body category that is clicked or focused in the mega-menu', async () => {
    await hydratePage();
    await act(async () => trigger('Vehicles').click());
    const categories = [...container.querySelectorAll<HTMLButtonElement>('.mega-category-button')];
    expect(categories.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    await act(async () => categories[1]!.click());
    expect(categories.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false']);
    expect(categories[1]!.closest('li')?.classList.contains('is-active')).toBe(true);
    await act(async () => categories[2]!.focus());
    expect(categories.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true']);
  });

  it('toggles the mobile navigation with the menu button and closes it with Escape', async () => {
    await hydratePage();
    const toggle = $<HTMLButtonElement>('button.nav-toggle');
    const nav = $(`[id="${toggle.getAttribute('aria-controls')}"]`);
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('is-open')).toBe(true);

    const home = $('.nav-list a');
    await act(async () => home.focus());
    await act(async () => press(home, 'Escape'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav.classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the mobile navigation on a pointer press outside the header', async () => {
    await hydratePage();
    const toggle = $<HTMLButtonElement>('button.nav-toggle');
    await act(async () => toggle.click());
    await act(async () => $('main').dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('rich-text links in the browser', () => {
  it('navigate client-side by the site link rules', async () => {
    await hydratePage();
    const link = $<HTMLAnchorElement>('.prose a');
    await act(async () => link.click());
    expect($('[data-testid="path"]').textContent).toBe('/about-us');
  });
});
