// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('cricksInstalled widget', () => {
  it('is a radio group with a legend and reports the choice', async () => {
    const w = await renderWidget({ type: 'cricksInstalled', title: 'Accessories fitted by us?', schema: { enum: ['Yes', 'No'] }, required: true });
    const group = w.byLabel('Accessories fitted by us?');
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(group.className).toContain('form-choices-inline');
    const option = w.byLabel('Yes') as HTMLInputElement;
    expect(option.type).toBe('radio');
    await w.click(option);
    expect(w.onChange).toHaveBeenLastCalledWith('Yes');
    expect(option.checked).toBe(true);
  });
});
