// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('number widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'number', title: 'Seats' });
    const input = w.byLabel('Seats') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await w.type(input, '7');
    expect(w.onChange).toHaveBeenLastCalledWith(7);
  });
});
