// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('string widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'string', title: 'Company' });
    const input = w.byLabel('Company') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBeNull();
    await w.type(input, 'Acme');
    expect(w.onChange).toHaveBeenLastCalledWith('Acme');
  });
});
