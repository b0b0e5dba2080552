// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('ccExpiration widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'ccExpiration', title: 'Expiry' });
    const input = w.byLabel('Expiry') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('cc-exp');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('placeholder')).toBe('MM/YY');
    await w.type(input, '0927');
    expect(w.onChange).toHaveBeenLastCalledWith('09/27');
  });
});
