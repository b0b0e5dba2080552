// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('radioGroup widget', () => {
  it('is a radio group with a legend and reports the choice', async () => {
    const w = await renderWidget({ type: 'radioGroup', title: 'Best time to call', schema: { enum: ['Morning', 'Afternoon', 'Evening'] }, required: true });
    const group = w.byLabel('Best time to call');
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(group.className).toContain('form-choices-list');
    const option = w.byLabel('Afternoon') as HTMLInputElement;
    expect(option.type).toBe('radio');
    await w.click(option);
    expect(w.onChange).toHaveBeenLastCalledWith('Afternoon');
    expect(option.checked).toBe(true);
  });

  it('gives the first option the field id, so the first error can be focused', async () => {
    const w = await renderWidget({ type: 'radioGroup', title: 'Best time to call', schema: { enum: ['Morning', 'Afternoon'] } });
    expect(w.byLabel('Morning').id).toBe(w.id);
  });
});
