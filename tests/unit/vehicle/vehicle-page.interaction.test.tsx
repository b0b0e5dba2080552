// @vitest-environment jsdom
// The vehicle page hydrated over its server HTML: no mismatch, the phone reveal (and its POST),
// gallery keys, the save toggle, and the missing-phone warning.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import VehiclePage from '../../../runtime/app/vehicle/vehicle-page';
import { queryKeys } from '../../../runtime/data/query-keys';
import { SiteProvider } from '../../../runtime/data/site-context';
import { vehicleQueryKey } from '../../../runtime/data/vehicle';
import { favouritesKey, parseFavourites } from '../../../runtime/data/favourites';
import { vehiclePageSettingsOf } from '../../../server/tenants/vehicle-page-settings';
import { vehicleActions } from '../../../runtime/lib/vehicle/actions';
import type { ActionButton } from '../../../schemas/types/buttons';
import type { VehiclePageData } from '../../../runtime/lib/vehicle-route';
import type { Car } from '../../../schemas/types/car';
import { locations } from '../blocks/fixtures';
import { text } from '../blocks/render-block';
import { car, storeSite } from './fixtures';

let root: Root | null = null;
let container: HTMLElement;

function page(c: Car, over: Partial<VehiclePageData> = {}) {
  const buttons: ActionButton[] = [{ kind: 'call' }, { kind: 'reveal-phone' }, { kind: 'enquire' }];
  const actions = vehicleActions(buttons, { car: c, site: storeSite, availability: 'available', pageUrl: 'https://sunshine.example/cars/x' });
  const data: VehiclePageData = { availability: 'available', car: c, similar: [], actions, settings: vehiclePageSettingsOf(undefined), ...over };
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(vehicleQueryKey(c.slug), data);
  client.setQueryData(queryKeys.data('locations'), locations);
  return (
    <QueryClientProvider client={client}>
      <SiteProvider site={storeSite}>
        <MemoryRouter initialEntries={[`/cars/${c.slug}`]}>
          <Routes>
            <Route path="/cars/:slug" element={<VehiclePage />} />
          </Routes>
        </MemoryRouter>
      </SiteProvider>
    </QueryClientProvider>
  );
}

async function hydrate(c: Car, over?: Partial<VehiclePageData>) {
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page(c, over));
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(c, over), { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors, 'hydration errors').toEqual([]);
}

const $ = <T extends Element = HTMLElement>(selector: string) => {
  const el = container.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
};

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.restoreAllMocks();
});

describe('vehicle page', () => {
  it('reveals the masked number on click and logs the reveal with the car, dealership and website', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}', { status: 202 }));
    await hydrate(car());
    const reveal = $<HTMLButtonElement>('.phone-reveal');
    expect(text(reveal)).toContain('07 33XX XXXX');
    expect(container.textContent).not.toContain('07 3333 1234 ');
    act(() => reveal.click());
    const link = $<HTMLAnchorElement>('.phone-revealed a');
    expect(text(link)).toBe('07 3333 1234');
    expect(link.getAttribute('href')).toBe('tel:0733331234');
    expect(document.activeElement).toBe(link);
    expect(fetch).toHaveBeenCalledWith('/api/events/car_phone_reveal', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ car_id: 1001, dealership_id: 1101, website_id: 77 });
  });

  it('moves through the photos with the arrow keys', async () => {
    await hydrate(car());
    const main = () => $<HTMLImageElement>('.gallery-main img').getAttribute('src');
    expect(main()).toBe('/_image?url=%2Fmedia%2Fcx5.jpg&w=3840&q=75');
    const thumbs = container.querySelectorAll<HTMLButtonElement>('.gallery-thumbs button');
    thumbs[0]!.focus();
    act(() => thumbs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(main()).toBe('/_image?url=%2Fmedia%2Fcx5-2.jpg&w=3840&q=75');
    expect(document.activeElement).toBe(thumbs[1]);
    expect(thumbs[1]!.getAttribute('aria-current')).toBe('true');
    act(() => thumbs[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(main()).toBe('/_image?url=%2Fmedia%2Fcx5.jpg&w=3840&q=75');
    expect($('.gallery-main').style.backgroundImage).toContain('/_image?url=%2Fmedia%2Fcx5-thumb.jpg&w=256&q=75');
  });

  it('saves the car in this browser, for this site', async () => {
    await hydrate(car());
    const save = $<HTMLButtonElement>('.vehicle-tools .favourite-toggle');
    expect(save.getAttribute('aria-pressed')).toBe('false');
    act(() => save.click());
    expect(save.getAttribute('aria-pressed')).toBe('true');
    expect(parseFavourites(localStorage.getItem(favouritesKey(storeSite.slug))).map((e) => e.slug)).toEqual([car().slug]);
  });

  it('without a phone number: no call buttons, and the console warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await hydrate(car({ location: { name: 'Yard', phone: null } }));
    expect(container.querySelector('.vehicle-action-call, .vehicle-action-reveal-phone')).toBeNull();
    expect(container.querySelector('.vehicle-action-enquire')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith('No phone number available for car', { car_id: 1001 });
  });
});
