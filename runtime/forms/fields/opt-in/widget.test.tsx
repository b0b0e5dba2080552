// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('optIn widget', () => {
  it('is ticked by default and reports unticking', async () => {
    const w = await renderWidget({ type: 'optIn', title: 'Keep me up to date' });
    const box = w.byLabel('Keep me up to date') as HTMLInputElement;
    expect(box.checked).toBe(true);
    await w.click(box);
    expect(w.onChange).toHaveBeenLastCalledWith(false);
    expect(box.checked).toBe(false);
  });
});
