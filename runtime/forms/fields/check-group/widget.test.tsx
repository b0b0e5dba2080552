// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('checkGroup widget', () => {
  it('is a fieldset with a legend and reports the ticked values in option order', async () => {
    const w = await renderWidget({ type: 'checkGroup', title: 'Extras', schema: { items: { type: 'string', enum: ['Tyres', 'Alignment', 'Detailing'] } } });
    const group = w.byLabel('Extras');
    expect(group.tagName).toBe('FIELDSET');
    await w.click(w.byLabel('Detailing'));
    await w.click(w.byLabel('Tyres'));
    expect(w.onChange).toHaveBeenLastCalledWith(['Tyres', 'Detailing']);
    await w.click(w.byLabel('Tyres'));
    await w.click(w.byLabel('Detailing'));
    expect(w.onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('takes options as {name, value, disabled}', async () => {
    const w = await renderWidget({
      type: 'checkGroup',
      title: 'Extras',
      options: {
        options: [
          { name: 'Tyre rotation', value: 'tyres' },
          { name: 'Courtesy car', value: 'car', disabled: true },
        ],
      },
    });
    expect((w.byLabel('Courtesy car') as HTMLInputElement).disabled).toBe(true);
    await w.click(w.byLabel('Tyre rotation'));
    expect(w.onChange).toHaveBeenLastCalledWith(['tyres']);
  });
});
