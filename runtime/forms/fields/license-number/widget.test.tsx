// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('licenseNumber widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'licenseNumber', title: 'Licence number' });
    const input = w.byLabel('Licence number') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('autocapitalize')).toBe('characters');
    await w.type(input, 'ab12345');
    expect(w.onChange).toHaveBeenLastCalledWith('ab12345');
  });
});
