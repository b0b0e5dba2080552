// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, optionTexts, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('year widget', () => {
  it('is a labelled select of years, newest first, reporting a number', async () => {
    const w = await renderWidget({ type: 'year', title: 'Year' });
    const select = w.byLabel('Year');
    const years = optionTexts(select).slice(1).map(Number);
    const thisYear = new Date().getFullYear();
    expect(years[0]).toBe(thisYear + 1);
    expect(years[years.length - 1]).toBe(thisYear - 60);
    await w.select(select, String(thisYear - 3));
    expect(w.onChange).toHaveBeenLastCalledWith(thisYear - 3);
  });
});
