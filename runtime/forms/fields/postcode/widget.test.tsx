// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('postcode widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'postcode', title: 'Postcode' });
    const input = w.byLabel('Postcode') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('4');
    await w.type(input, '4000');
    expect(w.onChange).toHaveBeenLastCalledWith('4000');
  });
});
