// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('vin widget', () => {
  it('is labelled, takes no autofill and reports what is typed in upper case', async () => {
    const w = await renderWidget({ type: 'vin', title: 'VIN' });
    const input = w.byLabel('VIN') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('autocapitalize')).toBe('characters');
    expect(input.getAttribute('spellcheck')).toBe('false');
    await w.type(input, '1hgcm82633a004352');
    expect(w.onChange).toHaveBeenLastCalledWith('1HGCM82633A004352');
  });
});
