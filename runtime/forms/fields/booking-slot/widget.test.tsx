// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupWidgets, optionTexts, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';
import { site } from '../../../../tests/unit/forms-ui/fixtures';

// The answer of GET /api/dashboard/dealerships/{id}/available_*_bookings.json (docs/garage.md).
const answer = {
  dealership_id: 1,
  time_zone: 'Australia/Brisbane',
  slot_minutes: 30,
  locations: [
    {
      id: 101,
      name: 'Springfield Service',
      slots: [
        { start: '2026-11-22T23:00:00.000Z', date: '2026-11-23', time: '09:00' },
        { start: '2026-11-22T23:30:00.000Z', date: '2026-11-23', time: '09:30' },
        { start: '2026-11-23T23:00:00.000Z', date: '2026-11-24', time: '09:00' },
      ],
    },
    { id: 102, name: 'Shelbyville Service', slots: [{ start: '2026-11-23T04:00:00.000Z', date: '2026-11-23', time: '14:00' }] },
  ],
};

function stubFetch(reply: () => Response) {
  const fetchMock = vi.fn(async () => reply());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

afterEach(() => {
  cleanupWidgets();
  vi.unstubAllGlobals();
});

describe('bookingSlot widget', () => {
  it('offers the service slots of the chosen location and day as labelled radios, and stores location and start', async () => {
    const fetchMock = stubFetch(ok);
    const w = await renderWidget({ type: 'bookingSlot', title: 'Preferred drop-off', required: true });
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(`/api/dashboard/dealerships/${site.dealership_id ?? 1}/available_service_bookings.json`, expect.anything());
    expect(optionTexts(w.byLabel('Location'))).toEqual(['Springfield Service', 'Shelbyville Service']);
    expect(optionTexts(w.byLabel('Day'))).toEqual(['Monday 23 November', 'Tuesday 24 November']);
    expect(w.container.querySelector('legend')!.textContent).toContain('Preferred drop-off');
    await w.click(w.byLabel('9:30 am'));
    expect(w.onChange).toHaveBeenLastCalledWith('101@2026-11-22T23:30:00.000Z');

    await w.select(w.byLabel('Day'), '2026-11-24');
    expect(w.container.querySelectorAll('input[type=radio]')).toHaveLength(1);
    await w.select(w.byLabel('Location'), '102');
    await w.click(w.byLabel('2:00 pm'));
    expect(w.onChange).toHaveBeenLastCalledWith('102@2026-11-23T04:00:00.000Z');
  });

  it('asks for test-drive slots when the field books appointments', async () => {
    const fetchMock = stubFetch(ok);
    await renderWidget({ type: 'bookingSlot', title: 'Test drive time', options: { kind: 'appointment' } });
    await settle();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/available_appointment_bookings\.json$/);
  });

  it('keeps to the location the form already chose by name', async () => {
    stubFetch(ok);
    const w = await renderWidget({ type: 'bookingSlot', title: 'Time', formData: { location: 'Shelbyville Service' } });
    await settle();
    expect(() => w.byLabel('Location')).toThrow();
    expect([...w.container.querySelectorAll('input[type=radio]')].map((r) => (r as HTMLInputElement).value)).toEqual(['102@2026-11-23T04:00:00.000Z']);
  });

  it('says so in a live region when the times cannot be loaded, and drops a choice no longer offered', async () => {
    stubFetch(() => new Response('{"error":"down"}', { status: 502 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const w = await renderWidget({ type: 'bookingSlot', title: 'Time' });
    await settle();
    const live = w.container.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe(`Online booking is not available right now. Please call us on ${site.phone}.`);

    cleanupWidgets();
    stubFetch(ok);
    const taken = await renderWidget({ type: 'bookingSlot', title: 'Time', value: '101@2026-11-30T23:00:00.000Z' });
    await settle();
    expect(taken.onChange).toHaveBeenLastCalledWith(undefined);
  });
});
