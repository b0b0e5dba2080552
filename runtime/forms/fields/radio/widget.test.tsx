// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('radio widget', () => {
  it('is a radio group with a legend and reports the choice', async () => {
    const w = await renderWidget({ type: 'radio', title: 'Do you have a trade-in?', schema: { enum: ['Yes', 'No'] }, required: true });
    const group = w.byLabel('Do you have a trade-in?');
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(group.className).toContain('form-choices-inline');
    const option = w.byLabel('No') as HTMLInputElement;
    expect(option.type).toBe('radio');
    await w.click(option);
    expect(w.onChange).toHaveBeenLastCalledWith('No');
    expect(option.checked).toBe(true);
  });
});
