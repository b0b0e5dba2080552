// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, optionTexts, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('locationSelect widget', () => {
  it('is a labelled select of the visible locations, by name', async () => {
    const w = await renderWidget({ type: 'locationSelect', title: 'Location' });
    const select = w.byLabel('Location');
    expect(optionTexts(select)).toEqual(['Please select', 'Sunshine Motors Sales', 'Sunshine Service']);
    await w.select(select, 'Sunshine Service');
    expect(w.onChange).toHaveBeenLastCalledWith('Sunshine Service');
  });

  it('with one location of the wanted type, is hidden and holds it', async () => {
    const w = await renderWidget({ type: 'locationSelect', title: 'Service centre', options: { locationTypes: ['service'] } });
    expect(w.container.querySelector('label')).toBeNull();
    expect(w.onChange).toHaveBeenLastCalledWith('Sunshine Service');
  });
});
