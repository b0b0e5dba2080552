// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('name widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'name', title: 'First name' });
    const input = w.byLabel('First name') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('name');
    await w.type(input, 'Jane');
    expect(w.onChange).toHaveBeenLastCalledWith('Jane');
  });

  it('takes the autofill hint the form gives', async () => {
    const w = await renderWidget({ type: 'name', title: 'Last name', options: { autocomplete: 'family-name' } });
    expect(w.byLabel('Last name').getAttribute('autocomplete')).toBe('family-name');
  });
});
