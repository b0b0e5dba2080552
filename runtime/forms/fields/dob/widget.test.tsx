// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('dob widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'dob', title: 'Date of birth' });
    const input = w.byLabel('Date of birth') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('date');
    expect(input.getAttribute('autocomplete')).toBe('bday');
    expect(input.getAttribute('min')).toBe('1900-01-01');
    await w.type(input, '1990-04-01');
    expect(w.onChange).toHaveBeenLastCalledWith('1990-04-01');
  });
});
