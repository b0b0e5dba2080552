// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('address widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'address', title: 'Street address' });
    const input = w.byLabel('Street address') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('street-address');
    await w.type(input, '1 Main St');
    expect(w.onChange).toHaveBeenLastCalledWith('1 Main St');
  });
});
