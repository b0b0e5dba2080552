// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('cardNumber widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'cardNumber', title: 'Card number' });
    const input = w.byLabel('Card number') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('cc-number');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await w.type(input, '4111111111111111');
    expect(w.onChange).toHaveBeenLastCalledWith('4111 1111 1111 1111');
  });
});
