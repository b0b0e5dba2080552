// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, optionTexts, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('make widget', () => {
  it('is a labelled select of the makes in stock and reports the choice', async () => {
    const w = await renderWidget({ type: 'make', title: 'Make' });
    const select = w.byLabel('Make');
    expect(optionTexts(select)).toEqual(['Please select', 'Ford', 'Toyota']);
    await w.select(select, 'Toyota');
    expect(w.onChange).toHaveBeenLastCalledWith('Toyota');
  });

  it('with freeText, is a text box suggesting those makes', async () => {
    const w = await renderWidget({ type: 'make', title: 'Make', options: { freeText: true } });
    const input = w.byLabel('Make');
    expect(w.container.querySelector(`#${input.getAttribute('list')}`)?.querySelectorAll('option')).toHaveLength(2);
    await w.type(input, 'Subaru');
    expect(w.onChange).toHaveBeenLastCalledWith('Subaru');
  });
});
