// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('check widget', () => {
  it('is a checkbox labelled by its title and reports ticks', async () => {
    const w = await renderWidget({ type: 'check', title: 'Find me the best rate' });
    const box = w.byLabel('Find me the best rate') as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(false);
    await w.click(box);
    expect(w.onChange).toHaveBeenLastCalledWith(true);
    await w.click(box);
    expect(w.onChange).toHaveBeenLastCalledWith(false);
  });
});
