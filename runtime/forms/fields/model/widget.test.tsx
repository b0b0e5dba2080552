// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, optionTexts, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('model widget', () => {
  it("is a labelled select of the chosen make's models (stock and line-up) and reports the choice", async () => {
    const w = await renderWidget({ type: 'model', title: 'Model', formData: { make: 'Ford' } });
    const select = w.byLabel('Model');
    expect(optionTexts(select)).toEqual(['Please select', 'Everest', 'Puma', 'Ranger', 'Ranger Super Cab']);
    await w.select(select, 'Ranger');
    expect(w.onChange).toHaveBeenLastCalledWith('Ranger');
  });

  it('follows another make', async () => {
    const w = await renderWidget({ type: 'model', title: 'Model', formData: { make: 'Toyota' } });
    expect(optionTexts(w.byLabel('Model'))).toEqual(['Please select', 'HiLux']);
  });
});
