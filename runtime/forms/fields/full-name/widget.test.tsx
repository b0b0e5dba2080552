// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('fullName widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'fullName', title: 'Full name' });
    const input = w.byLabel('Full name') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('name');
    expect(input.getAttribute('autocapitalize')).toBe('words');
    expect(input.getAttribute('maxlength')).toBe('80');
    await w.type(input, 'Jane Citizen');
    expect(w.onChange).toHaveBeenLastCalledWith('Jane Citizen');
  });
});
