// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';
import { usSite, nzSite } from '../../../../tests/unit/forms-ui/fixtures';

afterEach(cleanupWidgets);

describe('phone widget', () => {
  it('is labelled, a tel input with the phone keypad and autofill, and reports the number in the AU mask', async () => {
    const w = await renderWidget({ type: 'phone', title: 'Phone' });
    const input = w.byLabel('Phone') as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    await w.type(input, '0412345678');
    expect(w.onChange).toHaveBeenLastCalledWith('0412 345 678');
    expect(input.value).toBe('0412 345 678');
  });

  it.each([
    ['en-US', usSite, '5551234567', '(555) 123-4567'],
    ['en-NZ', nzSite, '0211234567', '021 123 4567'],
  ])('uses the %s mask', async (_, site, typed, shown) => {
    const w = await renderWidget({ type: 'phone', title: 'Phone', site });
    await w.type(w.byLabel('Phone'), typed);
    expect(w.onChange).toHaveBeenLastCalledWith(shown);
  });

  it('leaves an international number as typed', async () => {
    const w = await renderWidget({ type: 'phone', title: 'Phone' });
    await w.type(w.byLabel('Phone'), '+61 412 345 678');
    expect(w.onChange).toHaveBeenLastCalledWith('+61 412 345 678');
  });
});
