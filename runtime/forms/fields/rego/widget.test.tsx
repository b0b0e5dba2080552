// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';
import { site as defaultSite } from '../../../../tests/unit/forms-ui/fixtures';

// The events the lookup records (runtime/data/events.ts dispatches each as `dealer:event`).
const events: number[] = [];
const onEvent = (e: Event) => events.push((e as CustomEvent<{ id: number }>).detail.id);
beforeEach(() => {
  events.length = 0;
  window.addEventListener('dealer:event', onEvent);
});

afterEach(() => {
  window.removeEventListener('dealer:event', onEvent);
  cleanupWidgets();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TRADE_IN_FIELDS = ['name', 'rego', 'regoState', 'make', 'model', 'variant', 'year', 'kilometres'];
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const reply = (status: number, body: unknown) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe('rego widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'rego', title: 'Registration number' });
    const input = w.byLabel('Registration number') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('autocapitalize')).toBe('characters');
    await w.type(input, 'abc123');
    expect(w.onChange).toHaveBeenLastCalledWith('ABC123');
  });

  it('offers no Look up on a form without a state field', async () => {
    const w = await renderWidget({ type: 'rego', title: 'Rego', context: { fieldNames: ['rego', 'make'], setValues: vi.fn() } });
    expect(w.container.querySelector('button')).toBeNull();
  });

  it('looks the registration up with its state and fills the vehicle fields the form declares, announcing it', async () => {
    const fetchMock = reply(200, {
      vehicle: { rego: 'ABC123', state: 'NSW', make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', year: 2021, vin: 'JM0KF4WLA00100001' },
    });
    vi.stubGlobal('fetch', fetchMock);
    const setValues = vi.fn();
    const w = await renderWidget({
      type: 'rego',
      title: 'Rego',
      value: 'ABC123',
      formData: { regoState: 'NSW' },
      context: { fieldNames: TRADE_IN_FIELDS, setValues },
    });
    const button = [...w.container.querySelectorAll('button')].find((b) => b.textContent === 'Look up')!;
    expect(button.type).toBe('button');
    await w.click(button);
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/rego-lookup',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ rego: 'ABC123', regoState: 'NSW' }) }),
    );
    expect(setValues).toHaveBeenCalledWith({ make: 'Mazda', model: 'CX-5', variant: 'Maxx Sport', year: 2021 });
    const live = w.container.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('Found 2021 Mazda CX-5 Maxx Sport. Check the details below.');
    expect(button.getAttribute('aria-describedby')).toBe(live.id);
    expect(events, 'a vehicle lookup that found the vehicle').toEqual([43]);
  });

  it('on an Autograb site it values the vehicle towards the car of ?car_id= with the kilometres typed, and says so', async () => {
    const fetchMock = reply(200, {
      vehicle: { rego: 'ABC123', state: 'NSW', make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', year: 2021 },
      valuation: { trade_low: 23800, trade_high: 26200, retail: 31100, km_adjusted: true },
    });
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/cars/trade-in?car_id=42');
    const setValues = vi.fn();
    const w = await renderWidget({
      type: 'rego',
      title: 'Rego',
      value: 'ABC123',
      formData: { regoState: 'NSW', kilometres: 42000 },
      context: { fieldNames: TRADE_IN_FIELDS, setValues },
      site: { ...defaultSite, autograb: true },
    });
    await w.click(w.container.querySelector('button')!);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/simple-autograb-lookup',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ rego: 'ABC123', state: 'NSW', km: 42000, car_id: '42' }) }),
    );
    expect(setValues).toHaveBeenCalledWith({ make: 'Mazda', model: 'CX-5', variant: 'Maxx Sport', year: 2021 });
    expect(w.container.querySelector('[aria-live="polite"]')!.textContent).toBe(
      'Found 2021 Mazda CX-5 Maxx Sport. Estimated trade-in value: $23,800 to $26,200 (for 42,000 km). Check the details below.',
    );
    expect(events, 'a valuation').toEqual([50]);
  });

  it('on an Autograb site, a car Autograb does not value (422) falls back to the plain lookup', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/simple-autograb-lookup'
        ? new Response(JSON.stringify({ error: 'An instant valuation is only offered towards a car that is in stock' }), { status: 422 })
        : new Response(JSON.stringify({ vehicle: { make: 'Mazda', model: 'CX-5', year: 2021 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const w = await renderWidget({
      type: 'rego',
      title: 'Rego',
      value: 'ABC123',
      formData: { regoState: 'NSW' },
      context: { fieldNames: TRADE_IN_FIELDS, setValues: vi.fn() },
      site: { ...defaultSite, autograb: true },
    });
    await w.click(w.container.querySelector('button')!);
    await settle();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/simple-autograb-lookup', '/api/rego-lookup']);
    expect(w.container.querySelector('[aria-live="polite"]')!.textContent).toBe('Found 2021 Mazda CX-5. Check the details below.');
    expect(events, 'found, but not valued').toEqual([52]);
  });

  it("shows the server's error inline and changes nothing", async () => {
    vi.stubGlobal('fetch', reply(404, { error: 'No vehicle found for registration ZZZ999 in VIC' }));
    const setValues = vi.fn();
    const w = await renderWidget({
      type: 'rego',
      title: 'Rego',
      value: 'ZZZ999',
      formData: { regoState: 'VIC' },
      context: { fieldNames: TRADE_IN_FIELDS, setValues },
    });
    await w.click(w.container.querySelector('button')!);
    await settle();
    const live = w.container.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('No vehicle found for registration ZZZ999 in VIC');
    expect(live.className).toBe('form-error');
    expect(setValues).not.toHaveBeenCalled();
    expect(events, 'nothing found').toEqual([53]);
  });

  it('asks for the state before looking up', async () => {
    const fetchMock = reply(200, {});
    vi.stubGlobal('fetch', fetchMock);
    const w = await renderWidget({ type: 'rego', title: 'Rego', value: 'ABC123', context: { fieldNames: TRADE_IN_FIELDS, setValues: vi.fn() } });
    await w.click(w.container.querySelector('button')!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(w.container.querySelector('[aria-live="polite"]')!.textContent).toBe(
      'Enter the registration number and choose the state it is registered in, then Look up.',
    );
    expect(events, 'no lookup, no event').toEqual([]);
  });
});
