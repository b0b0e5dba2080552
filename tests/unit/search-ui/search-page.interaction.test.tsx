// @vitest-environment jsdom
// The search screen after hydration: filters navigate client-side, record the search event, and
// the mobile drawer behaves as a modal dialog.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocation, useNavigationType } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchPage from '../../../runtime/app/search/search-page';
import type { TrackedEvent } from '../../../runtime/data/events';
import type { SearchView } from '../../../runtime/lib/search/search-types';
import { NOW, Providers, auSite, car, searchKeyFor, seededClient, view } from './fixtures';

function Probe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="url" data-nav={useNavigationType()}>
      {pathname + search}
    </output>
  );
}

let root: Root | null = null;
let container: HTMLElement;
let client: QueryClient;
let hydrationErrors: unknown[];
let events: TrackedEvent[];
const onEvent = (e: Event) => events.push((e as CustomEvent<TrackedEvent>).detail);

async function hydrate(url: string, data: SearchView = view()) {
  client = seededClient(url, auSite, data);
  const page = (
    <Providers client={client} site={auSite} url={url}>
      <SearchPage />
      <Probe />
    </Providers>
  );
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page);
  hydrationErrors = [];
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => hydrationErrors.push(error) });
  });
}

/** Results for a URL the test is about to navigate to, so no request is made. */
const seed = (url: string, data: SearchView) => client.setQueryData(searchKeyFor(url, auSite), data, { updatedAt: NOW });

const $ = <T extends Element = HTMLElement>(selector: string) => {
  const el = container.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
};
const url = () => $('[data-testid="url"]').textContent;
const navType = () => $('[data-testid="url"]').getAttribute('data-nav');
const press = (el: Element, key: string, init: KeyboardEventInit = {}) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  events = [];
  window.addEventListener('dealer:event', onEvent);
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.removeEventListener('dealer:event', onEvent);
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.useRealTimers();
});

describe('after hydration', () => {
  it('hydrates the server HTML without mismatches and marks the page enhanced', async () => {
    await hydrate('/cars/?make=Mazda');
    expect(hydrationErrors).toEqual([]);
    expect($('.search-page').hasAttribute('data-enhanced')).toBe(true);
  });

  it('ticking a make navigates to the canonical URL (push), records event 29 and shows the new results', async () => {
    await hydrate('/cars/');
    seed('/search/new-used-and-demo-cars/?make=Ford', view({ total: 30, hits: [car({ id: 9, name: '2023 Ford Ranger', make: 'Ford' })] }));
    const ford = $<HTMLInputElement>('input[name="make"][value="Ford"]');
    await act(async () => ford.click());
    expect(url()).toBe('/search/new-used-and-demo-cars/?make=Ford');
    expect(navType()).toBe('PUSH');
    expect(events.map((e) => e.id)).toEqual([29]);
    expect(events[0]!.properties).toMatchObject({ url: '/search/new-used-and-demo-cars/?make=Ford', filters: { make: ['Ford'] } });
    expect($('.search-count').textContent).toBe('30 cars found');
    expect($<HTMLInputElement>('input[name="make"][value="Ford"]').checked).toBe(true);
  });

  it('keeps the previous results on screen, marked busy, while the next ones load', async () => {
    await hydrate('/cars/');
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    await act(async () => $<HTMLInputElement>('input[name="make"][value="Toyota"]').click());
    expect(url()).toBe('/search/new-used-and-demo-cars/?make=Toyota');
    expect($('.search-hits').getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.car-card')).toHaveLength(5);
    vi.restoreAllMocks();
  });

  it('unticking a make drops its models', async () => {
    await hydrate('/cars/?make=Mazda&make=Ford&model=Mazda|CX-5');
    seed('/search/new-used-and-demo-cars/?make=Ford', view());
    await act(async () => $<HTMLInputElement>('input[name="make"][value="Mazda"]').click());
    expect(url()).toBe('/search/new-used-and-demo-cars/?make=Ford');
  });

  it('unticking a car type of the path selects the rest; ticking it back is the bare path again', async () => {
    await hydrate('/search/new-used-and-demo-cars/');
    seed('/search/new-used-and-demo-cars/?car_type=new&car_type=used', view());
    seed('/search/new-used-and-demo-cars/', view());
    await act(async () => $<HTMLInputElement>('input[name="car_type"][value="demo"]').click());
    expect(url()).toBe('/search/new-used-and-demo-cars/?car_type=new&car_type=used');
    await act(async () => $<HTMLInputElement>('input[name="car_type"][value="demo"]').click());
    expect(url()).toBe('/search/new-used-and-demo-cars/');
  });

  it('sorting pushes; typing a price replaces after a pause', async () => {
    await hydrate('/cars/');
    seed('/search/new-used-and-demo-cars/?sort=price-asc', view());
    const select = $<HTMLSelectElement>('select[name="sort"]');
    await act(async () => {
      select.value = 'price-asc';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(url()).toBe('/search/new-used-and-demo-cars/?sort=price-asc');
    expect(navType()).toBe('PUSH');

    vi.useFakeTimers();
    seed('/search/new-used-and-demo-cars/?price=:25000&sort=price-asc', view());
    const max = $<HTMLInputElement>('input[name="price_max"]');
    await act(async () => {
      max.focus();
      setInputValue(max, '25000');
    });
    expect(url(), 'nothing yet while typing').toBe('/search/new-used-and-demo-cars/?sort=price-asc');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(url()).toBe('/search/new-used-and-demo-cars/?price=:25000&sort=price-asc');
    expect(navType()).toBe('REPLACE');
    expect(max.value, 'the typed value stays').toBe('25000');
  });

  it('the keyword box submits through the filter form without a page load', async () => {
    await hydrate('/cars/?make=Mazda');
    seed('/search/new-used-and-demo-cars/?make=Mazda&q=AB1234', view());
    const q = $<HTMLInputElement>('input[name="q"]');
    await act(async () => setInputValue(q, 'AB1234'));
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => $('form#search-filters').dispatchEvent(submitted));
    expect(submitted.defaultPrevented).toBe(true);
    expect(url()).toBe('/search/new-used-and-demo-cars/?make=Mazda&q=AB1234');
    expect(events.map((e) => e.id)).toEqual([29]);
  });
});

describe('the filter drawer', () => {
  it('opens as a modal dialog with focus inside, traps Tab, and Escape returns focus to the button', async () => {
    await hydrate('/cars/');
    const toggle = $<HTMLButtonElement>('button.filters-toggle');
    const panel = $(`#${toggle.getAttribute('aria-controls')}`);
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(panel.getAttribute('aria-labelledby')).toBe($('.filter-panel-head h2').id);
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(document.body.classList.contains('search-drawer-open')).toBe(true);

    const tabbable = [...panel.querySelectorAll<HTMLElement>('a[href],button:not([disabled]),input:not([disabled]),select:not([disabled])')];
    const [first, last] = [tabbable[0]!, tabbable[tabbable.length - 1]!];
    await act(async () => last.focus());
    await act(async () => press(last, 'Tab'));
    expect(document.activeElement, 'Tab from the last control wraps to the first').toBe(first);
    await act(async () => press(first, 'Tab', { shiftKey: true }));
    expect(document.activeElement, 'Shift+Tab from the first wraps to the last').toBe(last);

    await act(async () => press(document.activeElement!, 'Escape'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute('role')).toBe(false);
    expect(document.activeElement).toBe(toggle);
    expect(document.body.classList.contains('search-drawer-open')).toBe(false);
  });

  it('the close button closes it too', async () => {
    await hydrate('/cars/');
    const toggle = $<HTMLButtonElement>('button.filters-toggle');
    await act(async () => toggle.click());
    await act(async () => $<HTMLButtonElement>('button.filter-panel-close').click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

/** Sets a controlled input's value the way typing does, so React sees the change. */
function setInputValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
