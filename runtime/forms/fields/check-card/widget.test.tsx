// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('checkCard widget', () => {
  it('is a labelled checkbox drawn as a card and reports ticks', async () => {
    const w = await renderWidget({ type: 'checkCard', title: 'Add window tinting' });
    const box = w.byLabel('Add window tinting') as HTMLInputElement;
    expect(box.closest('.form-check-card')).not.toBeNull();
    await w.click(box);
    expect(w.onChange).toHaveBeenLastCalledWith(true);
  });
});
