// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, optionTexts, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';
import { groupSite } from '../../../../tests/unit/forms-ui/fixtures';

afterEach(cleanupWidgets);

describe('websiteLocationSelect widget', () => {
  it('on a group site, is a labelled select of the dealerships by slug', async () => {
    const w = await renderWidget({ type: 'websiteLocationSelect', title: 'Preferred dealership', site: groupSite });
    const select = w.byLabel('Preferred dealership');
    expect(optionTexts(select)).toEqual(['Please select', 'Sunshine Motors Springfield', 'Sunshine Motors Shelbyville']);
    await w.select(select, 'sunshine-shelbyville');
    expect(w.onChange).toHaveBeenLastCalledWith('sunshine-shelbyville');
  });

  it('with one dealership, is hidden and holds its slug', async () => {
    const w = await renderWidget({ type: 'websiteLocationSelect', title: 'Preferred dealership' });
    expect(w.container.querySelector('select')).toBeNull();
    expect(w.container.querySelector('label')).toBeNull();
    expect(w.onChange).toHaveBeenLastCalledWith('sunshine-motors');
  });
});
