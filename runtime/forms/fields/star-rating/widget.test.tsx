// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('starRating widget', () => {
  it('is a radio group of five stars reporting a number', async () => {
    const w = await renderWidget({ type: 'starRating', title: 'Your rating' });
    expect(w.byLabel('Your rating').querySelectorAll('input[type=radio]')).toHaveLength(5);
    await w.click(w.byLabel('4 stars'));
    expect(w.onChange).toHaveBeenLastCalledWith(4);
  });
});
