// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('radioCardGroup widget', () => {
  it('is a radio group with a legend and reports the choice', async () => {
    const w = await renderWidget({ type: 'radioCardGroup', title: 'Overall condition', schema: { enum: ['Excellent', 'Good', 'Fair'] }, required: true });
    const group = w.byLabel('Overall condition');
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(group.className).toContain('form-choices-cards');
    const option = w.byLabel('Good') as HTMLInputElement;
    expect(option.type).toBe('radio');
    await w.click(option);
    expect(w.onChange).toHaveBeenLastCalledWith('Good');
    expect(option.checked).toBe(true);
  });
});
