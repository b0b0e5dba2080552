// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, optionTexts, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('select widget', () => {
  it('is a labelled select with a placeholder that reports the choice', async () => {
    const w = await renderWidget({ type: 'select', title: 'Loan term', schema: { enum: ['3 years', '5 years'] } });
    const select = w.byLabel('Loan term');
    expect(select.tagName).toBe('SELECT');
    expect(optionTexts(select)).toEqual(['Please select', '3 years', '5 years']);
    await w.select(select, '5 years');
    expect(w.onChange).toHaveBeenLastCalledWith('5 years');
    await w.select(select, '');
    expect(w.onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('takes options as strings or {name, value, disabled} and shows the highlighted group first', async () => {
    const w = await renderWidget({
      type: 'select',
      title: 'Model',
      options: {
        options: ['Ranger', { name: 'Everest SUV', value: 'Everest' }, { name: 'Puma (sold out)', value: 'Puma', disabled: true }],
        highlighted: ['Everest'],
        highlightedLabel: 'Popular',
      },
    });
    const select = w.byLabel('Model') as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')];
    expect(groups.map((g) => g.label)).toEqual(['Popular', 'All options']);
    expect([...groups[0]!.querySelectorAll('option')].map((o) => o.value)).toEqual(['Everest']);
    expect((select.querySelector('option[value="Puma"]') as HTMLOptionElement).disabled).toBe(true);
    await w.select(select, 'Everest');
    expect(w.onChange).toHaveBeenLastCalledWith('Everest');
  });
});
